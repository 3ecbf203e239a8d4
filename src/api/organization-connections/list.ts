import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { readOptions } from "../resourceOperations";
import { organizationId } from "../schemas/ids";
import { LIMITS } from "../schemas/limits";
import {
  organizationConnectionArraySchema,
  organizationConnectionListQuerySchema,
} from "../schemas/organizationConnection";
import { organizationConnectionKeys } from "./keys";
import { ORGANIZATION_CONNECTION_OPERATIONS } from "./operations.ts";

/**
 * GET /organizations/{id}/enabled_connections: offset paging only. An organization holds at most
 * 10, so one page of 100 is all of them.
 */
export const listOrganizationConnections = operation((id: string) => ({
  method: "GET",
  path: enabledConnectionsPath(id),
  query: organizationConnectionListQuerySchema.parse({
    page: "0",
    per_page: String(LIMITS.offset.perPage.max),
  }),
  schema: organizationConnectionArraySchema,
}));

/** /organizations/{id}/enabled_connections: an id that is no organization id is never sent. */
export function enabledConnectionsPath(id: string) {
  return pathOf(ORGANIZATION_CONNECTION_OPERATIONS.listOrganizationConnections, {
    id: organizationId.parse(id),
  });
}

export function organizationConnectionsOptions(client: ApiClient, id: string) {
  return readOptions(client, organizationConnectionKeys.list(id), listOrganizationConnections, id);
}
