import type { Context } from "hono";
import { organizationCreateSchema } from "../../src/api/schemas/index.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError, validationMessage } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { LIMIT_REACHED } from "../store/tenantStore.ts";

/**
 * POST /api/v2/organizations: 201 with the organization.
 * An unknown connection_id is a 400 on that item's field, not a 404: the real service lists
 * no 404 for this operation, and a field-level message is what the form can show.
 */
export function createOrganization(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, {
      formats: ["json", "form"],
      formObjects: ["branding", "metadata", "enabled_connections", "token_quota"],
    });
    const input = parseOrThrow(organizationCreateSchema, body, "Payload");
    const unknown = (input.enabled_connections ?? []).findIndex(
      (item) => !runtime.store.connectionById(item.connection_id),
    );
    const missing = input.enabled_connections?.[unknown];
    if (missing) {
      const message = validationMessage(
        "Payload",
        `No connection with id ${missing.connection_id} exists`,
        ["enabled_connections", unknown, "connection_id"],
      );
      throw new TenantError(400, message, "invalid_body");
    }
    const created = runtime.store.organizations.create(input);
    if (created === LIMIT_REACHED) {
      // 403: a status the operation declares, whose message the console shows as sent.
      const { organizations } = runtime.store.limits;
      throw new TenantError(
        403,
        `The tenant already holds its maximum of ${organizations} organizations; no more can be created.`,
        "too_many_entities",
      );
    }
    if (created === "name-taken") {
      throw new TenantError(
        409,
        `An organization with the name ${input.name} already exists.`,
        "organization_conflict",
      );
    }
    return c.json(created, 201);
  };
}
