import type { Context } from "hono";
import {
  userAttributeProfileCreateSchema,
  userAttributeProfileId,
  userAttributeProfileTemplateId,
} from "../../src/api/schemas/index.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { LIMIT_REACHED } from "../store/tenantStore.ts";
import { inexistentProfile } from "./getUserAttributeProfile.ts";

/** GET /api/v2/user-attribute-profiles/templates: every template, no paging. */
export function listUserAttributeProfileTemplates(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response =>
    c.json({ user_attribute_profile_templates: runtime.store.userAttributeProfiles.templates() });
}

/** GET /api/v2/user-attribute-profiles/templates/{id}: one template. */
export function getUserAttributeProfileTemplate(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = parseOrThrow(userAttributeProfileTemplateId, c.req.param("id"), "Path", ["id"]);
    const template = runtime.store.userAttributeProfiles.template(id);
    if (!template) {
      throw new TenantError(
        404,
        "User attribute profile template not found.",
        "inexistent_user_attribute_profile_template",
      );
    }
    return c.json(template, 200);
  };
}

/** POST /api/v2/user-attribute-profiles: 201 with the whole profile, user_id filled in. */
export function createUserAttributeProfile(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, {
      formats: ["json", "form"],
      formObjects: ["user_id", "user_attributes"],
    });
    const input = parseOrThrow(userAttributeProfileCreateSchema, body, "Payload");
    const created = runtime.store.createUserAttributeProfile(input);
    if (created === LIMIT_REACHED) {
      const { userAttributeProfiles } = runtime.store.limits;
      throw new TenantError(
        403,
        `You reached the limit of entities of this type for this tenant (${userAttributeProfiles} user attribute profiles).`,
        "too_many_entities",
      );
    }
    if (created === "name-taken") {
      throw new TenantError(
        409,
        "User attribute profile conflict.",
        "user_attribute_profile_conflict",
      );
    }
    return c.json(created, 201);
  };
}

/**
 * DELETE /api/v2/user-attribute-profiles/{id}: 204. What the service answers for a missing id
 * is not known; this answers the GET's 404, which a careful client reads as "already gone".
 */
export function deleteUserAttributeProfile(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = parseOrThrow(userAttributeProfileId, c.req.param("id"), "Path", ["id"]);
    if (!runtime.store.userAttributeProfiles.delete(id)) throw inexistentProfile(id);
    return c.body(null, 204);
  };
}
