import { byName, row } from "../operationRow.ts";
import { PATH_PARAMS as P, QUERY as Q } from "../schemas/requestRules.ts";

/** The organization connections operations the console calls, a row each (src/api/operations.ts gathers them). */
export const ORGANIZATION_CONNECTION_OPERATIONS = byName([
  row({
    name: "listOrganizationConnections",
    method: "GET",
    path: "/organizations/{id}/enabled_connections",
    params: { id: P.organizationId },
    query: { page: Q.page, per_page: Q.perPage },
    scope: "read:organization_connections",
    does: "read an organization's connections",
  }),
  row({
    name: "getOrganizationConnection",
    method: "GET",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
    scope: "read:organization_connections",
    does: "read an organization's connections",
  }),
  row({
    name: "addOrganizationConnection",
    method: "POST",
    path: "/organizations/{id}/enabled_connections",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { body: "connection_id" } },
    scope: "create:organization_connections",
    does: "add connections to organizations",
    label: "Add organization connection",
  }),
  row({
    name: "updateOrganizationConnection",
    method: "PATCH",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { param: "connectionId" } },
    scope: "update:organization_connections",
    does: "change an organization's connections",
    label: "Change organization connection",
  }),
  row({
    name: "removeOrganizationConnection",
    method: "DELETE",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { param: "connectionId" } },
    scope: "delete:organization_connections",
    does: "remove connections from organizations",
    label: "Remove organization connection",
  }),
] as const);
