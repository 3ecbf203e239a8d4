import type { Context } from "hono";
import { type Role, roleListQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import { SEED_ROLES } from "../seed/index.ts";
import { offsetBody, offsetWindow } from "./organizations/shared.ts";
import { queryObject } from "./paging.ts";

/** Roles whose name holds `filter`, in any case (the service's `name_filter`). */
function rolesNamed(filter: string | undefined): readonly Role[] {
  const needle = filter?.toLocaleLowerCase();
  return needle === undefined
    ? SEED_ROLES
    : SEED_ROLES.filter((role) => role.name.toLocaleLowerCase().includes(needle));
}

/** GET /api/v2/roles (read:roles): the tenant's roles, offset paged, `name_filter` optional. */
export function listRoles() {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(roleListQuerySchema, queryObject(c), "Query");
    const roles = rolesNamed(query.name_filter);
    const { start, perPage } = offsetWindow(query);
    const totals = { start, limit: perPage, total: roles.length };
    return c.json(
      offsetBody("roles", roles.slice(start, start + perPage), totals, query.include_totals),
    );
  };
}
