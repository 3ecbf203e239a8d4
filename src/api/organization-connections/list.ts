import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { LIMITS } from "../schemas/limits";
import {
  organizationConnectionArraySchema,
  organizationConnectionListQuerySchema,
} from "../schemas/organizationConnection";
import { organizationConnectionKeys } from "./keys";

/**
 * GET /organizations/{id}/enabled_connections: offset paging only. An organization holds at most
 * 10, so one page of 100 is all of them.
 */
export const listOrganizationConnections = operation((id: string) => ({
  method: "GET",
  path: apiPath`/organizations/${organizationId.parse(id)}/enabled_connections`,
  query: organizationConnectionListQuerySchema.parse({
    page: "0",
    per_page: String(LIMITS.offset.perPage.max),
  }),
  schema: organizationConnectionArraySchema,
}));

export function organizationConnectionsOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: organizationConnectionKeys.list(id),
    queryFn: ({ signal }) => listOrganizationConnections(client, id, { signal }),
    retry: false,
  });
}
