import type { ParamsOf } from "./operationRow.ts";

declare const apiPathBrand: unique symbol;

/**
 * A path below /api/v2 whose parameters were encoded by `apiPath`. The brand makes the client
 * refuse a string glued together by hand, where an id such as `a/../b` would change the route.
 */
export type ApiPath = string & { readonly [apiPathBrand]: true };

/** Thrown when a path parameter cannot be sent as one path segment. */
export class PathParameterError extends Error {
  override readonly name = "PathParameterError";
}

function segment(value: string | number): string {
  const text = String(value);
  // URL parsers resolve "." and ".." even when percent-encoded, and "" leaves an empty segment:
  // none of them can address a resource, so they are refused rather than sent elsewhere.
  if (text === "") throw new PathParameterError("A path parameter cannot be empty");
  if (text === "." || text === "..") {
    throw new PathParameterError(`"${text}" cannot be used as a path parameter`);
  }
  return encodeURIComponent(text);
}

/**
 * Template tag for API paths: every interpolation becomes exactly one encoded path segment.
 * apiPath`/users/${id}/risk-assessments/clear` with id `a/../b` → `/users/a%2F..%2Fb/...`.
 */
export function apiPath(
  strings: TemplateStringsArray,
  ...values: readonly (string | number)[]
): ApiPath {
  let path = strings[0] ?? "";
  values.forEach((value, index) => {
    path += segment(value) + (strings[index + 1] ?? "");
  });
  if (!path.startsWith("/")) throw new PathParameterError(`An API path starts with "/": ${path}`);
  return path as ApiPath;
}

/**
 * An operation's path from its row (src/api/<resource>/operations.ts), each `{param}` one
 * encoded segment as `apiPath` makes it: the template is spelled once, in the row.
 */
export function pathOf<const Path extends string>(
  route: { readonly path: Path },
  ...[params]: [ParamsOf<Path>] extends [never]
    ? []
    : [Readonly<Record<ParamsOf<Path>, string | number>>]
): ApiPath {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new PathParameterError(`No value for {${name}}`);
    return segment(value);
  }) as ApiPath;
}
