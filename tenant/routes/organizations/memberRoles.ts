import type { Context } from "hono";
import {
  LIMITS,
  memberRoleListQuerySchema,
  memberRolesChangeSchema,
  userId as userIdSchema,
} from "../../../src/api/schemas/index.ts";
import { readBody } from "../../body.ts";
import type { TenantEnv } from "../../env.ts";
import { parseOrThrow, TenantError } from "../../errors.ts";
import type { TenantRuntime } from "../../runtime.ts";
import { SEED_ROLES } from "../../seed/index.ts";
import type { NOT_MEMBER } from "../../store/members.ts";
import { NO_ORGANIZATION } from "../../store/organizations.ts";
import { queryObject } from "../paging.ts";
import { noOrganization, offsetBody, offsetWindow, organizationIdParam } from "./shared.ts";

/**
 * An organization member's roles (lifecycle-operations.md, "Members and member roles"). What
 * the document leaves "not found" is answered as the member listing's neighbours do: an
 * organization that does not exist, or a user who is not its member, is a 404; a role id the
 * tenant does not have is a 404 naming it.
 */
export const ROLE_BY_ID = new Map(SEED_ROLES.map((role) => [role.id, role]));

function userIdParam(c: Context<TenantEnv>): string {
  return parseOrThrow(userIdSchema, c.req.param("userId"), "Path", ["user_id"]);
}

function missing(outcome: typeof NO_ORGANIZATION | typeof NOT_MEMBER): TenantError {
  return outcome === NO_ORGANIZATION
    ? noOrganization()
    : new TenantError(404, "The user is not a member of the organization.", "inexistent_member");
}

async function readRoles(c: Context<TenantEnv>): Promise<string[]> {
  const body = await readBody(c.req.raw, { formats: ["json", "form"], formLists: ["roles"] });
  const { roles } = parseOrThrow(memberRolesChangeSchema, body, "Payload");
  const unknown = roles.find((id) => !ROLE_BY_ID.has(id));
  if (unknown !== undefined) {
    throw new TenantError(404, `The role ${unknown} does not exist.`, "inexistent_role");
  }
  return roles;
}

/** GET …/members/{user_id}/roles (read:organization_member_roles): offset paged. */
export function listMemberRoles(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = organizationIdParam(c);
    const userId = userIdParam(c);
    const query = parseOrThrow(memberRoleListQuerySchema, queryObject(c), "Query");
    const held = runtime.store.organizations.members.roles(id, userId);
    if (typeof held === "string") throw missing(held);
    const { start, perPage } = offsetWindow(query);
    const roles = held.flatMap((role) => ROLE_BY_ID.get(role) ?? []);
    const totals = { start, limit: perPage, total: roles.length };
    return c.json(
      offsetBody("roles", roles.slice(start, start + perPage), totals, query.include_totals),
    );
  };
}

/** POST …/members/{user_id}/roles (create:organization_member_roles): 204; 409 past 50. */
export function assignMemberRoles(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const userId = userIdParam(c);
    const roles = await readRoles(c);
    const max = LIMITS.organization.rolesPerMember.max;
    const outcome = runtime.store.organizations.members.assignRoles(id, userId, roles, max);
    if (outcome === "too-many") {
      throw new TenantError(
        409,
        "No more roles can be assigned to this organization member.",
        "too_many_entities",
      );
    }
    if (outcome !== "assigned") throw missing(outcome);
    return c.body(null, 204);
  };
}

/** DELETE …/members/{user_id}/roles (delete:organization_member_roles), JSON body: 204. */
export function removeMemberRoles(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const userId = userIdParam(c);
    const roles = await readRoles(c);
    const outcome = runtime.store.organizations.members.removeRoles(id, userId, roles);
    if (outcome !== "removed") throw missing(outcome);
    return c.body(null, 204);
  };
}
