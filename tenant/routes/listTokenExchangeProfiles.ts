import type { Context } from "hono";
import { LIMITS, tokenExchangeProfileListQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { JSON_CONTENT_TYPE, parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { nextMember, positionAfter, queryObject } from "./paging.ts";

const LIST = "token-exchange-profiles";

/** GET /api/v2/token-exchange-profiles: checkpoint pagination over insertion order. */
export function listTokenExchangeProfiles(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(tokenExchangeProfileListQuerySchema, queryObject(c), "Query");
    const after = positionAfter(runtime, query.from, LIST);
    const page = runtime.store.profilePage(after, query.take ?? LIMITS.take.default);
    const { next } = nextMember(runtime, page.continueAfter, LIST);
    const tail = next === undefined ? "" : `,"next":${JSON.stringify(next)}`;
    // Profiles are stored as JSON, so a page is joined rather than serialized again.
    const body = `{"token_exchange_profiles":[${page.json.join(",")}]${tail}}`;
    return c.body(body, 200, { "content-type": JSON_CONTENT_TYPE });
  };
}
