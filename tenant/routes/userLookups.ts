import type { Context } from "hono";
import {
  LIMITS,
  USER_SEARCH_MESSAGES,
  userSearchQuerySchema,
  usersByEmailQuerySchema,
} from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError, validationMessage } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { parseUserQuery, type QueryNode, QuerySyntaxError } from "../search/query.ts";
import type { UserSort } from "../store/users.ts";
import { trimFields } from "./fields.ts";
import { queryObject } from "./paging.ts";

/** GET /api/v2/users-by-email: a bare array, exact and case-sensitive; `[]` when none match. */
export function getUsersByEmail(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(usersByEmailQuerySchema, queryObject(c), "Query");
    const users = runtime.store.users.withEmail(query.email);
    return c.json(
      users.map((user) => trimFields(user, query.fields, query.include_fields)),
      200,
    );
  };
}

function parseQuery(q: string | undefined): QueryNode | undefined {
  if (q === undefined || q.trim() === "") return undefined;
  try {
    return parseUserQuery(q);
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    const message = validationMessage("Query", `Invalid query: ${error.message}`, ["q"]);
    throw new TenantError(400, message, "invalid_query_string");
  }
}

function sortOf(sort: string | undefined): UserSort | undefined {
  if (sort === undefined) return undefined;
  const [field = "", direction] = sort.split(":");
  return { field, direction: direction === "-1" ? -1 : 1 };
}

/**
 * GET /api/v2/users: the search (`q` with `search_engine=v3`), or every user without `q`. Only
 * users the index holds by now are found; the first 1,000 matches are reachable, `total` counts
 * them all. Test control can make every search time out (503) as a slow query does.
 */
export function searchUsers(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(userSearchQuerySchema, queryObject(c), "Query");
    const node = parseQuery(query.q);
    if (runtime.store.users.searchTimesOut) {
      throw new TenantError(503, USER_SEARCH_MESSAGES.timeout, "operation_timed_out");
    }
    const found = runtime.store.users.search(node, runtime.clock.now(), sortOf(query.sort));
    const page = query.page ?? 0;
    const perPage = query.per_page ?? LIMITS.userSearch.perPage.default;
    const users = found
      .slice(page * perPage, (page + 1) * perPage)
      .map((user) => trimFields(user, query.fields, query.include_fields));
    if (query.include_totals !== "true") return c.json(users, 200);
    return c.json(
      { start: page * perPage, limit: perPage, length: users.length, total: found.length, users },
      200,
    );
  };
}
