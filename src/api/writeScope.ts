import { OPERATION_SCOPES, type OperationName } from "./schemas/scopes";

/** What each operation lets a person do, as the sentence "This token can't …" ends. */
const ACTIONS = {
  listTokenExchangeProfiles: "list token exchange profiles",
  createOrganization: "create organizations",
  clearRiskAssessments: "clear risk assessments",
  patchUserAttributeProfile: "change user attribute profiles",
  getUserAttributeProfile: "read user attribute profiles",
  listUserAttributeProfiles: "read user attribute profiles",
  listConnections: "list connections",
  getUser: "read users",
  listOrganizations: "list organizations",
  getOrganization: "read organizations",
  getOrganizationByName: "read organizations",
  updateOrganization: "change organizations",
  deleteOrganization: "delete organizations",
  listOrganizationConnections: "read an organization's connections",
  getOrganizationConnection: "read an organization's connections",
  addOrganizationConnection: "add connections to organizations",
  updateOrganizationConnection: "change an organization's connections",
  removeOrganizationConnection: "remove connections from organizations",
  listOrganizationMembers: "read an organization's members",
  addOrganizationMembers: "add members to organizations",
  removeOrganizationMembers: "remove members from organizations",
  getUsersByEmail: "find users by email",
  searchUsers: "search users",
  listUserOrganizations: "tell whether a user is a member of an organization",
  getNewDeviceSettings: "read the new-device setting",
  createTokenExchangeProfile: "create token exchange profiles",
  getTokenExchangeProfile: "read token exchange profiles",
  updateTokenExchangeProfile: "change token exchange profiles",
  deleteTokenExchangeProfile: "delete token exchange profiles",
  listActions: "list actions",
  listUserAttributeProfileTemplates: "read user attribute profile templates",
  createUserAttributeProfile: "create user attribute profiles",
  deleteUserAttributeProfile: "delete user attribute profiles",
} as const satisfies Record<OperationName, string>;

export type WriteOperation =
  | "createOrganization"
  | "clearRiskAssessments"
  | "patchUserAttributeProfile"
  | "updateOrganization"
  | "deleteOrganization"
  | "addOrganizationConnection"
  | "updateOrganizationConnection"
  | "removeOrganizationConnection"
  | "addOrganizationMembers"
  | "removeOrganizationMembers"
  | "createTokenExchangeProfile"
  | "updateTokenExchangeProfile"
  | "deleteTokenExchangeProfile"
  | "createUserAttributeProfile"
  | "deleteUserAttributeProfile";

/** "This token can't create organizations: it needs create:organizations" */
export function missingScopeMessage(operation: OperationName): string {
  return `This token can't ${ACTIONS[operation]}: it needs ${OPERATION_SCOPES[operation]}`;
}

/**
 * Why a token with these scopes cannot make the write, or undefined when it can. Every write
 * screen asks this before showing its form; a 403 for want of the scope says the same.
 */
export function writeScopeProblem(
  scopes: readonly string[],
  operation: OperationName,
): string | undefined {
  return scopes.includes(OPERATION_SCOPES[operation]) ? undefined : missingScopeMessage(operation);
}

const WRITES: readonly WriteOperation[] = [
  "createOrganization",
  "clearRiskAssessments",
  "patchUserAttributeProfile",
  "updateOrganization",
  "deleteOrganization",
  "addOrganizationConnection",
  "updateOrganizationConnection",
  "removeOrganizationConnection",
  "addOrganizationMembers",
  "removeOrganizationMembers",
  "createTokenExchangeProfile",
  "updateTokenExchangeProfile",
  "deleteTokenExchangeProfile",
  "createUserAttributeProfile",
  "deleteUserAttributeProfile",
];

/**
 * The tenant's insufficient_scope message for a write ("Insufficient scope, expected any of:
 * create:organizations.") in the console's words; undefined for any other scope, whose screen
 * shows the tenant's own message (the profile list names what its 403 lacks itself).
 */
export function insufficientScopeMessage(serverMessage: string): string | undefined {
  const expected = /expected any of:\s*(.+?)\.?\s*$/i.exec(serverMessage)?.[1];
  const wanted = expected?.split(/[\s,]+/) ?? [];
  const operation = WRITES.find((name) => wanted.includes(OPERATION_SCOPES[name]));
  return operation === undefined ? undefined : missingScopeMessage(operation);
}
