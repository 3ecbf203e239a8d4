import type { Context } from "hono";
import {
  LIMITS,
  MEMBER_ROLES_READ_SCOPE,
  type OrganizationMember,
  organizationMemberListQuerySchema,
  organizationMembersChangeSchema,
} from "../../../src/api/schemas/index.ts";
import { readBody } from "../../body.ts";
import type { TenantEnv } from "../../env.ts";
import { parseOrThrow, TenantError, validationMessage } from "../../errors.ts";
import type { TenantRuntime } from "../../runtime.ts";
import { NO_ORGANIZATION } from "../../store/organizations.ts";
import { trimFields } from "../fields.ts";
import { nextMember, positionAfter, queryObject } from "../paging.ts";
import { ROLE_BY_ID } from "./memberRoles.ts";
import { noOrganization, offsetBody, offsetWindow, organizationIdParam } from "./shared.ts";

/**
 * Roles come only with `fields=roles`, which also needs the member roles scope: each member's
 * directly assigned roles, `{id, name}`.
 */
function withRoles(
  c: Context<TenantEnv>,
  rolesOf: (userId: string) => readonly string[],
  members: OrganizationMember[],
  fields: readonly string[] | undefined,
  includeFields: "true" | "false" | undefined,
): Record<string, unknown>[] {
  const wantsRoles = fields?.includes("roles") === true && includeFields !== "false";
  if (wantsRoles) {
    const verification = c.get("verification");
    if (!verification.ok || !verification.caller.scopes.has(MEMBER_ROLES_READ_SCOPE)) {
      throw new TenantError(
        403,
        `Insufficient scope, expected any of: ${MEMBER_ROLES_READ_SCOPE}`,
        "insufficient_scope",
      );
    }
  }
  const named = (userId: string) =>
    rolesOf(userId).flatMap((id) => {
      const role = ROLE_BY_ID.get(id);
      return role ? [{ id: role.id, name: role.name }] : [];
    });
  return members.map((member) =>
    trimFields(
      wantsRoles ? { ...member, roles: named(member.user_id) } : member,
      fields,
      includeFields,
    ),
  );
}

/**
 * GET /api/v2/organizations/{id}/members, in the order members joined. Checkpoint pages carry
 * `next` whenever they hold members, the last one too, as recorded: the page after the last is
 * empty and has none. Without `from` or `take`, offset paging.
 */
export function listOrganizationMembers(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = organizationIdParam(c);
    const query = parseOrThrow(organizationMemberListQuerySchema, queryObject(c), "Query");
    const members = runtime.store.organizations.members;
    const rolesOf = (userId: string) => {
      const held = members.roles(id, userId);
      return typeof held === "string" ? [] : held;
    };
    const shown = (items: OrganizationMember[]) =>
      withRoles(c, rolesOf, items, query.fields, query.include_fields);
    if (query.from !== undefined || query.take !== undefined) {
      // Signed per organization: a `next` of one organization's members is refused by another.
      const list = `members:${id}`;
      const after = positionAfter(runtime, query.from, list);
      const page = members.page(id, after, query.take ?? LIMITS.take.default);
      if (!page) throw noOrganization();
      return c.json({
        members: shown(page.items),
        ...nextMember(runtime, page.lastSequence, list),
      });
    }
    const { start, perPage } = offsetWindow(query);
    const slice = members.slice(id, start, perPage);
    if (!slice) throw noOrganization();
    const totals = { start, limit: perPage, total: slice.total };
    return c.json(offsetBody("members", shown(slice.items), totals, query.include_totals));
  };
}

async function readMembers(c: Context<TenantEnv>): Promise<string[]> {
  const body = await readBody(c.req.raw, { formats: ["json", "form"], formLists: ["members"] });
  return parseOrThrow(organizationMembersChangeSchema, body, "Payload").members;
}

/**
 * POST …/members: 204. All or none: a user id the tenant does not hold is a 400 on that item
 * and nobody is added; a user who is a member already is no error (tenant/README.md).
 */
export function addOrganizationMembers(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const userIds = await readMembers(c);
    const added = runtime.store.organizations.members.add(id, userIds);
    if (added === NO_ORGANIZATION) throw noOrganization();
    if (typeof added === "number") {
      const message = validationMessage("Payload", `No user with id ${userIds[added]} exists`, [
        "members",
        added,
      ]);
      throw new TenantError(400, message, "invalid_body");
    }
    return c.body(null, 204);
  };
}

/** DELETE …/members with a JSON body: 204; ids that are not members are passed over. */
export function removeOrganizationMembers(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const userIds = await readMembers(c);
    if (runtime.store.organizations.members.remove(id, userIds) === NO_ORGANIZATION) {
      throw noOrganization();
    }
    return c.body(null, 204);
  };
}
