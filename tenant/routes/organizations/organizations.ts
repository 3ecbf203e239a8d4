import type { Context } from "hono";
import {
  boundedString,
  LIMITS,
  organizationListQuerySchema,
  organizationUpdateSchema,
} from "../../../src/api/schemas/index.ts";
import { readBody } from "../../body.ts";
import type { TenantEnv } from "../../env.ts";
import { parseOrThrow, TenantError } from "../../errors.ts";
import type { TenantRuntime } from "../../runtime.ts";
import { NO_ORGANIZATION } from "../../store/organizations.ts";
import { nextMember, positionAfter, queryObject } from "../paging.ts";
import {
  formBooleans,
  noOrganization,
  offsetBody,
  offsetWindow,
  organizationIdParam,
} from "./shared.ts";

const LIST = "organizations";
/** The API definition bounds the name in the path by length only. */
const nameParam = boundedString(LIMITS.organization.name);

/**
 * GET /api/v2/organizations. `from` or `take` asks for checkpoint paging in creation order (the
 * other parameters are then ignored, as recorded); otherwise offset paging, sorted if asked.
 */
export function listOrganizations(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(organizationListQuerySchema, queryObject(c), "Query");
    const store = runtime.store.organizations;
    if (query.from !== undefined || query.take !== undefined) {
      const after = positionAfter(runtime, query.from, LIST);
      const page = store.page(after, query.take ?? LIMITS.take.default);
      const continueAfter = page.more ? page.lastSequence : undefined;
      return c.json({ organizations: page.items, ...nextMember(runtime, continueAfter, LIST) });
    }
    const { start, perPage } = offsetWindow(query);
    const { items, total } = store.slice(start, perPage, query.sort);
    const totals = { start, limit: perPage, total };
    return c.json(offsetBody("organizations", items, totals, query.include_totals));
  };
}

/** GET /api/v2/organizations/{id}. */
export function getOrganization(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const organization = runtime.store.organizations.get(organizationIdParam(c));
    if (!organization) throw noOrganization();
    return c.json(organization);
  };
}

/** GET /api/v2/organizations/name/{name}: names match exactly. */
export function getOrganizationByName(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const name = parseOrThrow(nameParam, c.req.param("name"), "Path", ["name"]);
    const organization = runtime.store.organizations.getByName(name);
    if (!organization) throw noOrganization();
    return c.json(organization);
  };
}

/**
 * PATCH /api/v2/organizations/{id}: 200 with the whole organization. The service declares no
 * 404 or 409 here; the tenant answers an unknown id with the 404 of a read and a name another
 * organization holds with the 409 of create (tenant/README.md).
 */
export function updateOrganization(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const body = await readBody(c.req.raw, {
      formats: ["json", "form"],
      formObjects: ["branding", "metadata", "token_quota"],
    });
    const patch = parseOrThrow(
      organizationUpdateSchema,
      formBooleans(c, body, ["is_app_entitlement_active"]),
      "Payload",
    );
    const updated = runtime.store.organizations.update(id, patch);
    if (updated === NO_ORGANIZATION) throw noOrganization();
    if (updated === "name-taken") {
      throw new TenantError(
        409,
        `An organization with the name ${patch.name} already exists.`,
        "organization_conflict",
      );
    }
    return c.json(updated);
  };
}

/** DELETE /api/v2/organizations/{id}: 204; its members' users stay. */
export function deleteOrganization(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    if (!runtime.store.organizations.delete(organizationIdParam(c))) throw noOrganization();
    return c.body(null, 204);
  };
}
