import type { OperationName } from "./schemas/scopes";

/**
 * Every call the console makes, as method + path template below /api/v2. The console's servers
 * let exactly these through their same-origin proxy (server/proxy), so an operation added to
 * src/api joins the proxy with one row here. `{param}` is one path segment; `target` names the
 * segment recorded as the target of a write in the audit log.
 *
 * Plain data with no React: server/ imports this file.
 */
export interface OperationRoute {
  readonly name: OperationName;
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  readonly path: string;
  readonly target?: string;
  /**
   * The answer's members that name the write's target when the path holds none (a create):
   * the proxy reads them from the tenant's JSON answer (server/proxy/auditTarget.ts).
   */
  readonly targetFromAnswer?: readonly ["id", "name"];
}

export const OPERATIONS: readonly OperationRoute[] = [
  { name: "listTokenExchangeProfiles", method: "GET", path: "/token-exchange-profiles" },
  {
    name: "patchUserAttributeProfile",
    method: "PATCH",
    path: "/user-attribute-profiles/{id}",
    target: "id",
  },
  {
    name: "clearRiskAssessments",
    method: "POST",
    path: "/users/{id}/risk-assessments/clear",
    target: "id",
  },
  {
    name: "createOrganization",
    method: "POST",
    path: "/organizations",
    targetFromAnswer: ["id", "name"],
  },
  { name: "getUserAttributeProfile", method: "GET", path: "/user-attribute-profiles/{id}" },
  { name: "listUserAttributeProfiles", method: "GET", path: "/user-attribute-profiles" },
  { name: "listConnections", method: "GET", path: "/connections" },
  { name: "getUser", method: "GET", path: "/users/{id}" },
  { name: "listOrganizations", method: "GET", path: "/organizations" },
  { name: "getOrganization", method: "GET", path: "/organizations/{id}" },
  { name: "getOrganizationByName", method: "GET", path: "/organizations/name/{name}" },
  { name: "updateOrganization", method: "PATCH", path: "/organizations/{id}", target: "id" },
  { name: "deleteOrganization", method: "DELETE", path: "/organizations/{id}", target: "id" },
  {
    name: "listOrganizationConnections",
    method: "GET",
    path: "/organizations/{id}/enabled_connections",
  },
  {
    name: "getOrganizationConnection",
    method: "GET",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
  },
  {
    name: "addOrganizationConnection",
    method: "POST",
    path: "/organizations/{id}/enabled_connections",
    target: "id",
  },
  {
    name: "updateOrganizationConnection",
    method: "PATCH",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    target: "id",
  },
  {
    name: "removeOrganizationConnection",
    method: "DELETE",
    path: "/organizations/{id}/enabled_connections/{connectionId}",
    target: "id",
  },
  { name: "listOrganizationMembers", method: "GET", path: "/organizations/{id}/members" },
  {
    name: "addOrganizationMembers",
    method: "POST",
    path: "/organizations/{id}/members",
    target: "id",
  },
  {
    name: "removeOrganizationMembers",
    method: "DELETE",
    path: "/organizations/{id}/members",
    target: "id",
  },
  { name: "getUsersByEmail", method: "GET", path: "/users-by-email" },
  { name: "searchUsers", method: "GET", path: "/users" },
  {
    name: "getNewDeviceSettings",
    method: "GET",
    path: "/risk-assessments/settings/new-device",
  },
  {
    name: "createTokenExchangeProfile",
    method: "POST",
    path: "/token-exchange-profiles",
    targetFromAnswer: ["id", "name"],
  },
  { name: "getTokenExchangeProfile", method: "GET", path: "/token-exchange-profiles/{id}" },
  {
    name: "updateTokenExchangeProfile",
    method: "PATCH",
    path: "/token-exchange-profiles/{id}",
    target: "id",
  },
  {
    name: "deleteTokenExchangeProfile",
    method: "DELETE",
    path: "/token-exchange-profiles/{id}",
    target: "id",
  },
  { name: "listActions", method: "GET", path: "/actions/actions" },
  {
    name: "listUserAttributeProfileTemplates",
    method: "GET",
    path: "/user-attribute-profiles/templates",
  },
  {
    name: "createUserAttributeProfile",
    method: "POST",
    path: "/user-attribute-profiles",
    targetFromAnswer: ["id", "name"],
  },
  {
    name: "deleteUserAttributeProfile",
    method: "DELETE",
    path: "/user-attribute-profiles/{id}",
    target: "id",
  },
];
