import type { Context } from "hono";
import { checkpointQuerySchema, LIMITS } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { nextMember, positionAfter, queryObject } from "./paging.ts";

const LIST = "user-attribute-profiles";

/** GET /api/v2/user-attribute-profiles: checkpoint pagination, 5 a page by default. */
export function listUserAttributeProfiles(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(checkpointQuerySchema, queryObject(c), "Query");
    const page = runtime.store.userAttributeProfilePage(
      positionAfter(runtime, query.from, LIST),
      query.take ?? LIMITS.userAttributeProfileTakeDefault,
    );
    return c.json(
      {
        user_attribute_profiles: page.items,
        ...nextMember(runtime, page.continueAfter, LIST),
      },
      200,
    );
  };
}
