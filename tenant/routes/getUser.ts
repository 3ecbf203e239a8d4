import type { Context } from "hono";
import { userId, userQuerySchema } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { trimFields } from "./fields.ts";
import { queryObject } from "./paging.ts";

/** GET /api/v2/users/{id}: the user, trimmed by `fields`; 404 for an unknown user. */
export function getUser(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = parseOrThrow(userId, c.req.param("id"), "Path", ["id"]);
    const query = parseOrThrow(userQuerySchema, queryObject(c), "Query");
    const user = runtime.store.user(id);
    if (!user) throw new TenantError(404, "The user does not exist.", "inexistent_user");
    return c.json(trimFields(user, query.fields, query.include_fields), 200);
  };
}
