import type { Context } from "hono";
import {
  connectionId,
  LIMITS,
  organizationConnectionAddSchema,
  organizationConnectionListQuerySchema,
  organizationConnectionUpdateSchema,
} from "../../../src/api/schemas/index.ts";
import { readBody } from "../../body.ts";
import type { TenantEnv } from "../../env.ts";
import { parseOrThrow, TenantError } from "../../errors.ts";
import type { TenantRuntime } from "../../runtime.ts";
import { LIMIT_REACHED, NO_ORGANIZATION } from "../../store/organizations.ts";
import { queryObject } from "../paging.ts";
import {
  formBooleans,
  noOrganization,
  offsetBody,
  offsetWindow,
  organizationIdParam,
} from "./shared.ts";

const FLAGS = ["assign_membership_on_login", "show_as_button", "is_signup_enabled"] as const;

function connectionIdParam(c: Context<TenantEnv>): string {
  return parseOrThrow(connectionId, c.req.param("connectionId"), "Path", ["connectionId"]);
}

/** The text the service declares for a connection the organization has not enabled. */
function notEnabled(): TenantError {
  return new TenantError(
    404,
    "The organization connection does not exist.",
    "inexistent_connection",
  );
}

/** GET …/enabled_connections: offset paging only; the totals' `limit` counts the page. */
export function listOrganizationConnections(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = organizationIdParam(c);
    const query = parseOrThrow(organizationConnectionListQuerySchema, queryObject(c), "Query");
    const { start, perPage } = offsetWindow(query);
    const all = runtime.store.organizations.connections.list(id);
    if (!all) throw noOrganization();
    const items = all.slice(start, start + perPage);
    // Recorded: an empty list answered "limit": 0.
    const totals = { start, limit: items.length, total: all.length };
    return c.json(offsetBody("enabled_connections", items, totals, query.include_totals));
  };
}

/** GET …/enabled_connections/{connectionId}. */
export function getOrganizationConnection(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = organizationIdParam(c);
    const item = runtime.store.organizations.connections.get(id, connectionIdParam(c));
    if (item === NO_ORGANIZATION) throw noOrganization();
    if (item === "not-enabled") throw notEnabled();
    return c.json(item);
  };
}

/**
 * POST …/enabled_connections: 201 with the item. The connection must exist (404), must not be
 * enabled already (409) and the organization holds at most 10 (403, the service's answer to an
 * entity limit; tenant/README.md).
 */
export function addOrganizationConnection(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const body = await readBody(c.req.raw, { formats: ["json", "form"] });
    const input = parseOrThrow(
      organizationConnectionAddSchema,
      formBooleans(c, body, FLAGS),
      "Payload",
    );
    const added = runtime.store.organizations.connections.add(id, input);
    switch (added) {
      case NO_ORGANIZATION:
        throw noOrganization();
      case "no-connection":
        throw new TenantError(
          404,
          `The connection ${input.connection_id} does not exist.`,
          "inexistent_connection",
        );
      case "already-enabled":
        throw new TenantError(409, "The organization connection already exists.", "conflict");
      case LIMIT_REACHED: {
        const { max } = LIMITS.organization.enabledConnections;
        throw new TenantError(
          403,
          `An organization can have at most ${max} enabled connections; remove one before adding another.`,
          "too_many_entities",
        );
      }
      default:
        return c.json(added, 201);
    }
  };
}

/** PATCH …/enabled_connections/{connectionId}: the flags sent change, the others stay. */
export function updateOrganizationConnection(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = organizationIdParam(c);
    const connection = connectionIdParam(c);
    const body = await readBody(c.req.raw, { formats: ["json", "form"] });
    const patch = parseOrThrow(
      organizationConnectionUpdateSchema,
      formBooleans(c, body, FLAGS),
      "Payload",
    );
    const updated = runtime.store.organizations.connections.update(id, connection, patch);
    if (updated === NO_ORGANIZATION) throw noOrganization();
    if (updated === "not-enabled") throw notEnabled();
    return c.json(updated);
  };
}

/** DELETE …/enabled_connections/{connectionId}: 204; the connection itself stays. */
export function removeOrganizationConnection(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const id = organizationIdParam(c);
    const removed = runtime.store.organizations.connections.remove(id, connectionIdParam(c));
    if (removed === NO_ORGANIZATION) throw noOrganization();
    if (removed === "not-enabled") throw notEnabled();
    return c.body(null, 204);
  };
}
