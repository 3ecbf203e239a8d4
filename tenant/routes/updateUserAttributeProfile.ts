import type { Context } from "hono";
import {
  userAttributeProfileId,
  userAttributeProfilePatchSchema,
  userAttributesSchema,
} from "../../src/api/schemas/index.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { inexistentProfile } from "./getUserAttributeProfile.ts";

/** PATCH /api/v2/user-attribute-profiles/{id}: 200 with the whole profile. */
export function updateUserAttributeProfile(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = parseOrThrow(userAttributeProfileId, c.req.param("id"), "Path", ["id"]);
    const body = await readBody(c.req.raw, {
      formats: ["json", "form"],
      formObjects: ["user_id", "user_attributes"],
    });
    const patch = parseOrThrow(userAttributeProfilePatchSchema, body, "Payload");
    const current = runtime.store.userAttributeProfile(id);
    if (!current) throw inexistentProfile(id);
    const merged = runtime.store.mergeUserAttributeProfile(current, patch);
    // Entries sent are added to those kept, so the total can pass the limit only after merging.
    parseOrThrow(userAttributesSchema, merged.user_attributes, "Payload", ["user_attributes"]);
    runtime.store.saveUserAttributeProfile(merged);
    return c.json(merged, 200);
  };
}
