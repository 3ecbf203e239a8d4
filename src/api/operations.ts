import { PATH_PARAMS as P, QUERY as Q, type QueryRule } from "./schemas/requestRules.ts";
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
  /** The whole decoded value each `{param}` may take: anything else is a 400, never forwarded. */
  readonly params?: Readonly<Record<string, RegExp>>;
  /**
   * The query keys the console sends (src/api, each operation's `query`): any other key, a key
   * repeated where the console does not repeat it, or a value outside its rule is a 400.
   */
  readonly query?: Readonly<Record<string, QueryRule>>;
  readonly target?: string;
  /**
   * The answer's members that name the write's target when the path holds none (a create):
   * the proxy reads them from the tenant's JSON answer (server/proxy/auditTarget.ts).
   */
  readonly targetFromAnswer?: readonly ["id", "name"];
  /**
   * Where the audit line's `targetName` comes from, always the tenant (the name the page sends
   * is kept apart, as `claimedName`): the write's JSON answer, or, when the answer holds none
   * (a delete's 204), this read of the same target before the write.
   */
  readonly nameFrom?: "answer" | { readonly readBefore: OperationName };
  /**
   * What the write changes beyond its target, recorded in its audit line under `changes`: a
   * path parameter, or a member of the JSON body (a string or a list of strings).
   */
  readonly changes?: Readonly<Record<string, AuditedValue>>;
}

/** A value an audit line records: the path parameter, or the body member, of that name. */
export type AuditedValue = { readonly param: string } | { readonly body: string };

/** The `{param}` names of a path template. */
type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

/** A row whose `params` rule every parameter of its path, and which names only those. */
type Row<Path extends string> = Omit<OperationRoute, "path" | "params" | "target" | "changes"> & {
  readonly path: Path;
  readonly target?: ParamsOf<Path>;
  readonly changes?: Readonly<
    Record<string, { readonly param: ParamsOf<Path> } | { readonly body: string }>
  >;
} & ([ParamsOf<Path>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: Readonly<Record<ParamsOf<Path>, RegExp>> });

function row<const Path extends string>(route: Row<Path>): OperationRoute {
  return route;
}

const CHECKPOINT = { from: Q.from, take: Q.take } as const;

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
