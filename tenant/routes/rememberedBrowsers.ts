import type { Context } from "hono";
import { userId } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/**
 * POST /api/v2/users/{id}/multifactor/actions/invalidate-remember-browser (update:users): no
 * body, no query; 204. lifecycle-operations.md declares no 404 and does not say what an unknown
 * user gets: the local tenant answers the 404 `inexistent_user` of the user's other operations,
 * the answer a careful client must survive either way (decision 020).
 */
export function invalidateRememberBrowser(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = parseOrThrow(userId, c.req.param("id"), "Path", ["id"]);
    const body = await c.req.raw.text();
    if (body.trim() !== "" && body.trim() !== "{}") {
      throw new TenantError(400, "Invalid input based on schemas.", "invalid_body");
    }
    const at = new Date(runtime.clock.now()).toISOString();
    if (runtime.store.users.invalidateRememberedBrowsers(id, at) === "no-user") {
      throw new TenantError(404, "The user does not exist.", "inexistent_user");
    }
    return c.body(null, 204);
  };
}
