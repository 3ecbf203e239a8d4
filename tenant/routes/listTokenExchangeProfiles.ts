import type { Context } from "hono";
import { LIMITS, tokenExchangeProfileListQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { JSON_CONTENT_TYPE, parseOrThrow } from "../errors.ts";
import { bytesResponse } from "../knownBytes.ts";
import type { TenantRuntime } from "../runtime.ts";
import { nextMember, positionAfter, queryObject } from "./paging.ts";

const LIST = "token-exchange-profiles";
const HEAD = Buffer.from('{"token_exchange_profiles":[');
const LAST_PAGE_TAIL = Buffer.from("]}");

/** GET /api/v2/token-exchange-profiles: checkpoint pagination over insertion order. */
export function listTokenExchangeProfiles(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(tokenExchangeProfileListQuerySchema, queryObject(c), "Query");
    const after = positionAfter(runtime, query.from, LIST);
    const page = runtime.store.profilePage(after, query.take ?? LIMITS.take.default);
    const { next } = nextMember(runtime, page.continueAfter, LIST);
    const tail =
      next === undefined ? LAST_PAGE_TAIL : Buffer.from(`],"next":${JSON.stringify(next)}}`);
    // Profiles are stored as JSON and pages kept as bytes, so a page is joined, not serialized.
    const body = Buffer.concat([HEAD, page.items, tail]);
    return bytesResponse(c, body, 200, { "content-type": JSON_CONTENT_TYPE });
  };
}
