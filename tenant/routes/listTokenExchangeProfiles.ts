import type { Context } from "hono";
import { LIMITS, tokenExchangeProfileListQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { JSON_CONTENT_TYPE, parseOrThrow, TenantError, validationMessage } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/** A parameter sent twice reaches the schema as a list, which it then rejects. */
function queryObject(c: Context<TenantEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? (values[0] ?? "") : values,
    ]),
  );
}

const CURSOR_PROBLEMS = {
  expired: "from has expired: a next identifier is valid for 24 hours; start from the first page",
  invalid: "from is not a next identifier issued by this tenant",
} as const;

/** GET /api/v2/token-exchange-profiles: checkpoint pagination over insertion order. */
export function listTokenExchangeProfiles(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(tokenExchangeProfileListQuerySchema, queryObject(c), "Query");
    let after = 0;
    if (query.from !== undefined) {
      const reading = runtime.cursors.read(query.from);
      if (!reading.ok) {
        const message = validationMessage("Query", CURSOR_PROBLEMS[reading.problem], ["from"]);
        throw new TenantError(400, message, "invalid_query_string");
      }
      after = reading.position;
    }
    const page = runtime.store.profilePage(after, query.take ?? LIMITS.take.default);
    const next =
      page.continueAfter === undefined
        ? ""
        : `,"next":${JSON.stringify(runtime.cursors.issue(page.continueAfter))}`;
    // Profiles are stored as JSON, so a page is joined rather than serialized again.
    const body = `{"token_exchange_profiles":[${page.json.join(",")}]${next}}`;
    return c.body(body, 200, { "content-type": JSON_CONTENT_TYPE });
  };
}
