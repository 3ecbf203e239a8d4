import type { Context } from "hono";
import { userAttributeProfileId } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/** The 404 of an id that is well formed but unknown; the PATCH answers the same. */
export function inexistentProfile(id: string): TenantError {
  return new TenantError(
    404,
    `The user attribute profile ${id} does not exist.`,
    "inexistent_user_attribute_profile",
  );
}

/** GET /api/v2/user-attribute-profiles/{id}: 200 with the whole profile. */
export function getUserAttributeProfile(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = parseOrThrow(userAttributeProfileId, c.req.param("id"), "Path", ["id"]);
    const profile = runtime.store.userAttributeProfile(id);
    if (!profile) throw inexistentProfile(id);
    return c.json(profile, 200);
  };
}
