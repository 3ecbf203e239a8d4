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
  { name: "createOrganization", method: "POST", path: "/organizations" },
  { name: "getUserAttributeProfile", method: "GET", path: "/user-attribute-profiles/{id}" },
  { name: "listUserAttributeProfiles", method: "GET", path: "/user-attribute-profiles" },
  { name: "listConnections", method: "GET", path: "/connections" },
  { name: "getUser", method: "GET", path: "/users/{id}" },
  { name: "createTokenExchangeProfile", method: "POST", path: "/token-exchange-profiles" },
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
  { name: "createUserAttributeProfile", method: "POST", path: "/user-attribute-profiles" },
  {
    name: "deleteUserAttributeProfile",
    method: "DELETE",
    path: "/user-attribute-profiles/{id}",
    target: "id",
  },
];
