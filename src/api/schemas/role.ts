import { z } from "zod";
import { ID_PATTERNS } from "./idPatterns.ts";
import { LIMITS } from "./limits.ts";
import { offsetQueryShape, offsetTotalsShape } from "./paging.ts";

/**
 * The tenant's roles and an organization member's (lifecycle-operations.md, "Members and member
 * roles", "Tenant roles and a user's organizations"): ids `rol_…`, offset paged.
 */
export const roleId = z
  .string()
  .regex(ID_PATTERNS.role, { error: "A role id is rol_ followed by 16 letters and digits" });

export const roleSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** Both offset answers: a bare array, or `{start, limit, total, roles}` with include_totals. */
export const roleListSchema = z.union([
  z.array(roleSchema),
  z.looseObject({ ...offsetTotalsShape, roles: z.array(roleSchema) }),
]);
export type RoleList = z.infer<typeof roleListSchema>;

/** The roles of either answer. */
export function rolesOf(list: RoleList): Role[] {
  return Array.isArray(list) ? list : list.roles;
}

/** GET /roles: offset paging and a part of the name to look for. */
export const roleListQuerySchema = z.strictObject({
  ...offsetQueryShape,
  name_filter: z
    .string()
    .min(LIMITS.roles.nameFilter.min, { error: "name_filter must not be empty" })
    .max(LIMITS.roles.nameFilter.max, {
      error: `name_filter must be at most ${LIMITS.roles.nameFilter.max} characters`,
    })
    .optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** GET /organizations/{id}/members/{user_id}/roles: offset paging only. */
export const memberRoleListQuerySchema = z.strictObject(offsetQueryShape);

/**
 * POST and DELETE …/members/{user_id}/roles: `{"roles": [role ids]}`, at least one, nothing
 * else (the API definition closes this body).
 */
export const memberRolesChangeSchema = z.strictObject({
  roles: z
    .array(roleId, { error: "roles must be a list of role ids" })
    .min(1, { error: "Choose at least one role" }),
});
export type MemberRolesChange = z.infer<typeof memberRolesChangeSchema>;
