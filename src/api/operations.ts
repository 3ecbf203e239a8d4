import { row } from "./operationRoute.ts";
import { PATH_PARAMS as P, QUERY as Q } from "./schemas/requestRules.ts";

export type { AuditedValue, OperationRoute } from "./operationRoute.ts";

import type { OperationRoute } from "./operationRoute.ts";

const CHECKPOINT = { from: Q.from, take: Q.take } as const;

/**
 * Every call the console makes, a row each (the row's shape: operationRoute.ts). The console's
 * servers let exactly these through their same-origin proxy (server/proxy). Plain data with no
 * React: server/ imports this file.
 */
export const OPERATIONS: readonly OperationRoute[] = [
  row({
    name: "listTokenExchangeProfiles",
    method: "GET",
    path: "/token-exchange-profiles",
    query: CHECKPOINT,
  }),
  row({
    name: "patchUserAttributeProfile",
    method: "PATCH",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
    target: "id",
    nameFrom: "answer",
  }),
  row({
    name: "clearRiskAssessments",
    method: "POST",
    path: "/users/{id}/risk-assessments/clear",
    params: { id: P.userId },
    target: "id",
  }),
  row({
    name: "createOrganization",
    method: "POST",
    path: "/organizations",
    targetFromAnswer: ["id", "name"],
  }),
  row({
    name: "getUserAttributeProfile",
    method: "GET",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
  }),
  row({
    name: "listUserAttributeProfiles",
    method: "GET",
    path: "/user-attribute-profiles",
    query: CHECKPOINT,
  }),
  row({
    name: "listConnections",
    method: "GET",
    path: "/connections",
    query: {
      ...CHECKPOINT,
      name: Q.connectionName,
      strategy: Q.strategy,
      fields: Q.fields,
      include_fields: Q.includeFields,
    },
  }),
  row({
    name: "getUser",
    method: "GET",
    path: "/users/{id}",
    params: { id: P.userId },
    query: { fields: Q.fields, include_fields: Q.includeFields },
  }),
  row({ name: "listOrganizations", method: "GET", path: "/organizations", query: CHECKPOINT }),
  row({
    name: "getOrganization",
    method: "GET",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
  }),
  row({
    name: "getOrganizationByName",
    method: "GET",
    path: "/organizations/name/{name}",
    params: { name: P.organizationName },
  }),
  row({
    name: "updateOrganization",
    method: "PATCH",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: "answer",
  }),
  row({
    name: "deleteOrganization",
    method: "DELETE",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
  }),
  row({
    name: "listOrganizationConnections",
    method: "GET",
    path: "/organizations/{id}/enabled_connections",
    params: { id: P.organizationId },
    query: { page: Q.page, per_page: Q.perPage },
  }),
  row({
    name: "getOrganizationConnection",
    method: "GET",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
  }),
  row({
    name: "addOrganizationConnection",
    method: "POST",
    path: "/organizations/{id}/enabled_connections",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { body: "connection_id" } },
  }),
  row({
    name: "updateOrganizationConnection",
    method: "PATCH",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { param: "connectionId" } },
  }),
  row({
    name: "removeOrganizationConnection",
    method: "DELETE",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    params: { id: P.organizationId, connectionId: P.connectionId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { connection: { param: "connectionId" } },
  }),
  row({
    name: "listOrganizationMembers",
    method: "GET",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    query: CHECKPOINT,
  }),
  row({
    name: "addOrganizationMembers",
    method: "POST",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { members: { body: "members" } },
  }),
  row({
    name: "removeOrganizationMembers",
    method: "DELETE",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { members: { body: "members" } },
  }),
  row({
    name: "getUsersByEmail",
    method: "GET",
    path: "/users-by-email",
    query: { email: Q.email },
  }),
  row({
    name: "searchUsers",
    method: "GET",
    path: "/users",
    query: {
      q: Q.searchQuery,
      search_engine: Q.searchEngine,
      page: Q.searchPage,
      per_page: Q.searchPerPage,
      include_totals: Q.includeTotals,
    },
  }),
  row({
    name: "listUserOrganizations",
    method: "GET",
    path: "/users/{id}/organizations",
    params: { id: P.userId },
    query: { page: Q.page, per_page: Q.perPage, include_totals: Q.includeTotals },
  }),
  row({
    name: "getNewDeviceSettings",
    method: "GET",
    path: "/risk-assessments/settings/new-device",
  }),
  row({
    name: "createTokenExchangeProfile",
    method: "POST",
    path: "/token-exchange-profiles",
    targetFromAnswer: ["id", "name"],
  }),
  row({
    name: "getTokenExchangeProfile",
    method: "GET",
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
  }),
  row({
    name: "updateTokenExchangeProfile",
    method: "PATCH",
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
    target: "id",
    nameFrom: "answer",
  }),
  row({
    name: "deleteTokenExchangeProfile",
    method: "DELETE",
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
    target: "id",
    nameFrom: { readBefore: "getTokenExchangeProfile" },
  }),
  row({
    name: "listActions",
    method: "GET",
    path: "/actions/actions",
    query: { triggerId: Q.triggerId, deployed: Q.deployed, per_page: Q.actionsPerPage },
  }),
  row({
    name: "listUserAttributeProfileTemplates",
    method: "GET",
    path: "/user-attribute-profiles/templates",
  }),
  row({
    name: "createUserAttributeProfile",
    method: "POST",
    path: "/user-attribute-profiles",
    targetFromAnswer: ["id", "name"],
  }),
  row({
    name: "deleteUserAttributeProfile",
    method: "DELETE",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
    target: "id",
    nameFrom: { readBefore: "getUserAttributeProfile" },
  }),
];
