import { QUERY as Q, type QueryRule } from "./schemas/requestRules.ts";

/**
 * One operation the console calls, declared once (the resource's `operations.ts`, gathered by
 * src/api/operations.ts): what the proxy lets through, the scope it needs, how screens and
 * Activity speak of it, who may call it. Plain data with no React: server/ and tenant/ read it.
 */
export interface OperationRoute {
  readonly name: string;
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Below /api/v2; `{param}` is one path segment. */
  readonly path: string;
  /** The scope the service requires (interface document + service-facts.md). */
  readonly scope: string;
  /** What it lets a person do, as "This token can't …" ends: "change organizations". */
  readonly does: string;
  /** A write's name in Activity ("Update organization"); a read has none. */
  readonly label?: string;
  /**
   * The console roles that may call it when `npm run serve` signs people in (team-console.md,
   * "Roles"): the proxy refuses anyone else with 403 `forbidden_role`. Without sign-in, any
   * token that holds the scope may.
   */
  readonly roles: readonly ConsoleRole[];
  /** The whole decoded value each `{param}` may take: anything else is a 400, never forwarded. */
  readonly params?: Readonly<Record<string, RegExp>>;
  /**
   * The query keys the console sends (src/api, each operation's `query`): any other key, a key
   * repeated where the console does not repeat it, or a value outside its rule is a 400.
   */
  readonly query?: Readonly<Record<string, QueryRule>>;
  /** The path segment an audit line records as the write's target. */
  readonly target?: string;
  /** The target of a write to the tenant's own settings, which have no id: said as it is. */
  readonly targetFixed?: string;
  /**
   * The answer's members that name the write's target when the path holds none (a create):
   * the proxy reads them from the tenant's JSON answer (server/proxy/auditTarget.ts).
   */
  readonly targetFromAnswer?: readonly ["id", "name"];
  /**
   * Where the audit line's `targetName` comes from, always the tenant (the name the page sends
   * is kept apart, as `claimedName`): the write's JSON answer, or, when the answer holds none
   * (a delete's 204), the `readBefore` read.
   */
  readonly nameFrom?: "answer" | "readBefore";
  /**
   * A read (an operation's name) of the write's target, made just before it with the same
   * credential: the store's audit entry keeps its answer as the object before (history's
   * "before", what Recently deleted re-creates), and `nameFrom: "readBefore"` takes the name.
   */
  readonly readBefore?: string;
  /**
   * What the write changes beyond its target, recorded in its audit line under `changes`: a
   * path parameter, or a member of the JSON body (a string or a list of strings).
   */
  readonly changes?: Readonly<Record<string, AuditedValue>>;
}

/** The three roles a signed-in person may hold (team-console.md, "Roles"), strongest first. */
export const CONSOLE_ROLES = ["administrator", "support", "auditor"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** Who may call an operation, as the rows say it: every read is every role's. */
export const ANY_ROLE = CONSOLE_ROLES;
/** The writes support staff make at the desk: clearing assessments, forgetting browsers. */
export const ADMINISTRATOR_OR_SUPPORT = ["administrator", "support"] as const;
/** Every other write. */
export const ADMINISTRATOR_ONLY = ["administrator"] as const;

/** A value an audit line records: the path parameter, or the body member, of that name. */
export type AuditedValue = { readonly param: string } | { readonly body: string };

/** The `{param}` names of a path template. */
export type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
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

/** Keeps the row's name and label as literal types: OperationName and the writes derive from them. */
export function row<
  const Path extends string,
  const Name extends string,
  const Label extends string | undefined = undefined,
>(
  route: Row<Path> & { readonly name: Name; readonly label?: Label },
): OperationRoute & { readonly name: Name; readonly label: Label; readonly path: Path } {
  return route as OperationRoute & {
    readonly name: Name;
    readonly label: Label;
    readonly path: Path;
  };
}

/** A resource's rows by name, for its modules: `ORGANIZATION_OPERATIONS.updateOrganization`. */
export function byName<const Rows extends readonly OperationRoute[]>(
  rows: Rows,
): { readonly [Row in Rows[number] as Row["name"]]: Row } {
  return Object.fromEntries(rows.map((route) => [route.name, route])) as {
    readonly [Row in Rows[number] as Row["name"]]: Row;
  };
}

/** A checkpoint-paged listing's query. */
export const CHECKPOINT = { from: Q.from, take: Q.take } as const;
