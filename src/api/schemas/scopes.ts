/**
 * The lifecycle operations the local tenant serves before the console calls them
 * (lifecycle-operations.md): organizations, their connections and members, token exchange
 * profiles, actions, user attribute profile templates and writes. Each
 * moves into OPERATION_SCOPES together with its module in src/api and its row in the proxy's
 * allow-list (src/api/operations.ts), which operations.test.ts keeps in step.
 */
export const LIFECYCLE_OPERATION_SCOPES = {
  listOrganizations: "read:organizations",
  getOrganization: "read:organizations",
  getOrganizationByName: "read:organizations",
  updateOrganization: "update:organizations",
  deleteOrganization: "delete:organizations",
  listOrganizationConnections: "read:organization_connections",
  getOrganizationConnection: "read:organization_connections",
  addOrganizationConnection: "create:organization_connections",
  updateOrganizationConnection: "update:organization_connections",
  removeOrganizationConnection: "delete:organization_connections",
  listOrganizationMembers: "read:organization_members",
  addOrganizationMembers: "create:organization_members",
  removeOrganizationMembers: "delete:organization_members",
  createTokenExchangeProfile: "create:token_exchange_profiles",
  getTokenExchangeProfile: "read:token_exchange_profiles",
  updateTokenExchangeProfile: "update:token_exchange_profiles",
  deleteTokenExchangeProfile: "delete:token_exchange_profiles",
  listActions: "read:actions",
  listUserAttributeProfileTemplates: "read:user_attribute_profiles",
  getUserAttributeProfileTemplate: "read:user_attribute_profiles",
  createUserAttributeProfile: "create:user_attribute_profiles",
  deleteUserAttributeProfile: "delete:user_attribute_profiles",
} as const;

type LifecycleOperation = keyof typeof LIFECYCLE_OPERATION_SCOPES;

/** The lifecycle operations the console calls, with the scope written once above. */
function pick<const K extends LifecycleOperation>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, LIFECYCLE_OPERATION_SCOPES[name]])) as {
    [N in K]: (typeof LIFECYCLE_OPERATION_SCOPES)[N];
  };
}

/** The scope each operation requires (interface document + service-facts.md). */
export const OPERATION_SCOPES = {
  listTokenExchangeProfiles: "read:token_exchange_profiles",
  patchUserAttributeProfile: "update:user_attribute_profiles",
  clearRiskAssessments: "update:users",
  createOrganization: "create:organizations",
  // Read operations beyond the four (service-facts.md): optional lookups, each with its scope.
  getUserAttributeProfile: "read:user_attribute_profiles",
  listUserAttributeProfiles: "read:user_attribute_profiles",
  listConnections: "read:connections",
  getUser: "read:users",
  ...pick(
    "listOrganizations",
    "getOrganization",
    "getOrganizationByName",
    "updateOrganization",
    "deleteOrganization",
    "listOrganizationConnections",
    "getOrganizationConnection",
    "addOrganizationConnection",
    "updateOrganizationConnection",
    "removeOrganizationConnection",
    "listOrganizationMembers",
    "addOrganizationMembers",
    "removeOrganizationMembers",
    "createTokenExchangeProfile",
    "getTokenExchangeProfile",
    "updateTokenExchangeProfile",
    "deleteTokenExchangeProfile",
    "listActions",
    "listUserAttributeProfileTemplates",
    "createUserAttributeProfile",
    "deleteUserAttributeProfile",
  ),
  // The support desk's lookups (lifecycle-operations.md, "Users lookups for support staff").
  getUsersByEmail: "read:users",
  searchUsers: "read:users",
  // Whether a user is a member of an organization, from the user's side ("Tenant roles and a
  // user's organizations"): the organization's own member list can hold 100,000.
  listUserOrganizations: "read:organizations",
  // What the clear resets: how long the new-device assessor remembers a device.
  getNewDeviceSettings: "read:attack_protection",
} as const;

export type OperationName = keyof typeof OPERATION_SCOPES;

/**
 * Everything the console may ever need, each scope once: a token with more than this is broader
 * than necessary.
 */
export const CONSOLE_SCOPES: readonly string[] = [...new Set(Object.values(OPERATION_SCOPES))];

/** A write scope (create/update/delete) beyond what the console uses. */
export function excessWriteScopes(scopes: readonly string[]): string[] {
  return scopes.filter(
    (scope) => /^(create|update|delete):/.test(scope) && !CONSOLE_SCOPES.includes(scope),
  );
}

/** The API definition also accepts this for listing organizations and reading one by id. */
export const ORGANIZATIONS_SUMMARY_SCOPE = "read:organizations_summary";

/** Listing members with `fields=roles` also needs this. */
export const MEMBER_ROLES_READ_SCOPE = "read:organization_member_roles";
