import { ACTION_OPERATIONS } from "./actions/operations.ts";
import { CONNECTION_OPERATIONS } from "./connections/operations.ts";
import type { OperationRoute } from "./operationRow.ts";
import { ORGANIZATION_CONNECTION_OPERATIONS } from "./organization-connections/operations.ts";
import { ORGANIZATION_MEMBER_OPERATIONS } from "./organization-members/operations.ts";
import { ORGANIZATION_OPERATIONS } from "./organizations/operations.ts";
import { RISK_ASSESSMENT_OPERATIONS } from "./risk-assessments/operations.ts";
import { ROLE_OPERATIONS } from "./roles/operations.ts";
import { TOKEN_EXCHANGE_PROFILE_OPERATIONS } from "./token-exchange-profiles/operations.ts";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./user-attribute-profiles/operations.ts";
import { USER_OPERATIONS } from "./users/operations.ts";

export { type AuditObjectType, auditObjectType } from "./objectType.ts";
export {
  type AuditedValue,
  CONSOLE_ROLES,
  type ConsoleRole,
  type OperationRoute,
} from "./operationRow.ts";

/**
 * Every call the console makes, one row each, declared beside its resource. Everything else
 * about an operation derives from its row: the scopes (schemas/scopes.ts), the wording of a
 * missing scope (writeScope.ts), Activity's labels, the proxy's allow-list (server/proxy) and
 * the local tenant's routes. Plain data with no React: server/ and tenant/ import this file.
 */
/** Every row of one resource's table. */
type RowsOf<Table> = Table[keyof Table];
type Operation =
  | RowsOf<typeof TOKEN_EXCHANGE_PROFILE_OPERATIONS>
  | RowsOf<typeof USER_ATTRIBUTE_PROFILE_OPERATIONS>
  | RowsOf<typeof RISK_ASSESSMENT_OPERATIONS>
  | RowsOf<typeof ORGANIZATION_OPERATIONS>
  | RowsOf<typeof ORGANIZATION_CONNECTION_OPERATIONS>
  | RowsOf<typeof ORGANIZATION_MEMBER_OPERATIONS>
  | RowsOf<typeof USER_OPERATIONS>
  | RowsOf<typeof CONNECTION_OPERATIONS>
  | RowsOf<typeof ACTION_OPERATIONS>
  | RowsOf<typeof ROLE_OPERATIONS>;

/**
 * Every call the console makes, one row each, declared beside its resource. Everything else
 * about an operation derives from its row: the scopes (schemas/scopes.ts), the wording of a
 * missing scope (writeScope.ts), Activity's labels, the proxy's allow-list (server/proxy), each
 * module's path (apiPath.ts pathOf) and the local tenant's routes. Plain data with no React:
 * server/ and tenant/ import this file.
 */
export const OPERATIONS: readonly Operation[] = [
  TOKEN_EXCHANGE_PROFILE_OPERATIONS,
  USER_ATTRIBUTE_PROFILE_OPERATIONS,
  RISK_ASSESSMENT_OPERATIONS,
  ORGANIZATION_OPERATIONS,
  ORGANIZATION_CONNECTION_OPERATIONS,
  ORGANIZATION_MEMBER_OPERATIONS,
  USER_OPERATIONS,
  CONNECTION_OPERATIONS,
  ACTION_OPERATIONS,
  ROLE_OPERATIONS,
].flatMap((table): Operation[] => Object.values(table));

export type OperationName = Operation["name"];
/** An operation that changes the tenant: Activity names it by its label. */
export type WriteOperation = Extract<Operation, { readonly label: string }>["name"];

const BY_NAME = new Map<string, OperationRoute>(OPERATIONS.map((route) => [route.name, route]));

/** The row of one operation. */
function operationRoute(name: OperationName): OperationRoute {
  const route = BY_NAME.get(name);
  if (route === undefined) throw new Error(`No operation named ${name}`);
  return route;
}

/** Each operation's value of one column, by name. */
function column<K extends "scope" | "does">(key: K): Readonly<Record<OperationName, string>> {
  return Object.fromEntries(OPERATIONS.map((route) => [route.name, route[key]])) as Record<
    OperationName,
    string
  >;
}

/** The scope each operation requires. */
export const SCOPES_BY_OPERATION = column("scope");
/** What each operation lets a person do: "change organizations". */
export const DOES_BY_OPERATION = column("does");
/** The writes, in the table's order. */
export const WRITES: readonly WriteOperation[] = OPERATIONS.flatMap((route) =>
  route.label === undefined ? [] : [route.name as WriteOperation],
);
/** A write's name in Activity. */
export function writeLabel(name: WriteOperation): string {
  return operationRoute(name).label ?? name;
}
