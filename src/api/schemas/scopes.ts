/**
 * The organization lifecycle (lifecycle-operations.md): the local tenant serves these and the
 * console calls each (src/api/organizations, organization-connections, organization-members).
 */
export const ORGANIZATION_LIFECYCLE_SCOPES = {
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
} as const;

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
  ...ORGANIZATION_LIFECYCLE_SCOPES,
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
