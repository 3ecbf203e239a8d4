import type { QueryRule } from "./schemas/requestRules.ts";
import type { OperationName } from "./schemas/scopes";

/**
 * One call the console makes (a row of src/api/operations.ts), as method + path template below
 * /api/v2. `{param}` is one path segment; `target` names the segment recorded as the target of a
 * write in the audit log. Plain data: the server reads it through operations.ts.
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

export function row<const Path extends string>(route: Row<Path>): OperationRoute {
  return route;
}
