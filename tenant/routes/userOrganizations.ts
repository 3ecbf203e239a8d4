import type { Context } from "hono";
import { userId, userOrganizationListQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { offsetBody, offsetWindow } from "./organizations/shared.ts";
import { queryObject } from "./paging.ts";

/**
 * GET /api/v2/users/{id}/organizations: the organizations the user is a member of, offset paged
 * (the first 1,000 records reachable), each as GET /organizations/{id} answers it. The service
 * declares no 404 here, so a user it does not hold is a user in no organization: an empty page
 * (tenant/README.md).
 */
export function listUserOrganizations(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = parseOrThrow(userId, c.req.param("id"), "Path", ["id"]);
    const query = parseOrThrow(userOrganizationListQuerySchema, queryObject(c), "Query");
    const { start, perPage } = offsetWindow(query);
    const slice = runtime.store.organizations.ofMember(id, start, perPage);
    const totals = { start, limit: perPage, total: slice.total };
    return c.json(offsetBody("organizations", slice.items, totals, query.include_totals), 200);
  };
}
