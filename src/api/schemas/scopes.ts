import { type OperationName, SCOPES_BY_OPERATION } from "../operations.ts";

export type { OperationName };

/** The scope each operation requires, from its row (src/api/operations.ts). */
export const OPERATION_SCOPES = SCOPES_BY_OPERATION;

/**
 * Every operation the local tenant serves with a scope: the console's, and one of
 * lifecycle-operations.md it does not call (a template by id: the console lists them whole).
 */
export const LIFECYCLE_OPERATION_SCOPES = {
  ...OPERATION_SCOPES,
  getUserAttributeProfileTemplate: "read:user_attribute_profiles",
} as const;

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
