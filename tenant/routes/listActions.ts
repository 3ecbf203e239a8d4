import type { Context } from "hono";
import { actionListQuerySchema, LIMITS } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { queryObject } from "./paging.ts";

/**
 * GET /api/v2/actions/actions: the declared answer `{total, page, per_page, actions}`, filtered
 * by trigger, exact name, deployed and installed, then paged (`page` 0-based, 20 a page).
 */
export function listActions(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(actionListQuerySchema, queryObject(c), "Query");
    const page = query.page ?? 0;
    const perPage = query.per_page ?? LIMITS.actions.perPage.default;
    const actions = runtime.store.actions.list(query);
    return c.json(
      {
        total: actions.length,
        page,
        per_page: perPage,
        actions: actions.slice(page * perPage, (page + 1) * perPage),
      },
      200,
    );
  };
}
