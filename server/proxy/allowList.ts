import { OPERATIONS, type OperationRoute } from "../../src/api/operations.ts";
import { ProxyRefusal } from "./proxyError.ts";
import { checkedQuery } from "./queryCheck.ts";

export const API_PREFIX = "/api/v2";

export interface AllowedCall {
  route: OperationRoute;
  /** The path below the prefix exactly as received: it is forwarded byte for byte. */
  path: string;
  /** `?…` as checked against the row and written again (queryCheck.ts), or "". */
  search: string;
  /** Decoded path parameters, for the audit log. */
  params: Record<string, string>;
}

/** Does this raw request target (path + query) belong to the proxy, allowed or not? */
export function isProxyPath(rawUrl: string): boolean {
  return rawUrl.startsWith(API_PREFIX);
}

function pathRefusal(message: string): ProxyRefusal {
  return new ProxyRefusal(400, `Path validation error: ${message}`, "invalid_uri");
}

/** `..;x` is `..` to servers that strip path parameters (Tomcat, Jetty). */
function isDotPart(part: string): boolean {
  const name = part.split(";")[0];
  return name === "." || name === "..";
}

/**
 * A path segment, decoded, or a refusal for anything a hop between here and the tenant could
 * read as another path: should it decode `%2F`, a second time `%25`, or normalise compatibility
 * characters (fullwidth `．` and `／`), the value must still be the same single segment.
 */
function decodeSegment(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw pathRefusal("the path holds a malformed percent-encoding");
  }
  // A backslash is a separator to some servers, written plainly or as %5C: never forwarded.
  if (decoded.includes("\\")) throw pathRefusal("the path holds a backslash");
  if (decoded === "") throw pathRefusal("the path has an empty segment");
  // Line breaks and NUL end a header or a string in some hops; format characters hide text.
  if (/[\p{C}\p{Zl}\p{Zp}]/u.test(decoded)) throw pathRefusal("the path holds a control character");
  if (/%[0-9A-Fa-f]{2}/.test(decoded)) throw pathRefusal("the path is percent-encoded twice");
  if (decoded.normalize("NFKC") !== decoded) {
    throw pathRefusal("the path holds a compatibility character (such as a fullwidth dot)");
  }
  // A segment is never a dot segment, whether written plainly or percent-encoded (URL parsers
  // resolve %2e%2e as ".."), and neither is any part of it between encoded slashes: should
  // anything between here and the tenant decode %2F, `..%2F` would climb out of the path, and
  // an empty part would address another resource.
  const parts = decoded.split("/");
  if (parts.some(isDotPart)) throw pathRefusal("the path holds a dot segment");
  if (parts.some((part) => part === "")) throw pathRefusal("the path holds an empty part");
  return decoded;
}

function fitRoute(
  route: OperationRoute,
  segments: readonly string[],
): Record<string, string> | null {
  const template = route.path.split("/").slice(1);
  if (template.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const raw = segments[index] ?? "";
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // A parameter may hold any encoded character, `%2F` included (user ids do: `samlp|…|ops/alex`,
    // which the contract sends as %2F), and stays one segment; its row's pattern says the rest.
    if (name) params[name] = decodeSegment(raw);
    // A fixed segment must be written exactly: `%74oken-…` is not `token-…`.
    else if (raw !== part) return null;
  }
  return params;
}

/** The first parameter outside its row's pattern, or undefined. */
function paramProblem(route: OperationRoute, params: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(params)) {
    if (!route.params?.[name]?.test(value)) {
      return `${name} is not the kind of id ${route.name} takes`;
    }
  }
  return undefined;
}

/**
 * Matches a request target as it arrived (before any URL normalization) against the console's
 * operations. Anything else is refused here, before a byte leaves for the tenant.
 */
export function matchOperation(method: string, rawUrl: string): AllowedCall {
  const queryAt = rawUrl.indexOf("?");
  const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  if (!pathname.startsWith(`${API_PREFIX}/`)) {
    throw new ProxyRefusal(404, `No console operation at ${pathname}`, "not_found");
  }
  const path = pathname.slice(API_PREFIX.length);
  const segments = path.split("/").slice(1);
  // Every segment is checked, even where no route fits, so `..` is named as the fault.
  for (const segment of segments) decodeSegment(segment);
  const fitting = OPERATIONS.flatMap((route) => {
    const params = fitRoute(route, segments);
    return params ? [{ route, params }] : [];
  });
  if (fitting.length === 0) {
    throw new ProxyRefusal(404, `No console operation at ${API_PREFIX}${path}`, "not_found");
  }
  const sameMethod = fitting.filter(({ route }) => route.method === method);
  if (sameMethod.length === 0) {
    const methods = [...new Set(fitting.map(({ route }) => route.method))].join(", ");
    throw new ProxyRefusal(
      405,
      `The console does not call ${method} ${API_PREFIX}${path}`,
      "method_not_allowed",
      { allow: methods },
    );
  }
  // `/user-attribute-profiles/templates` fits `{id}` too: the row whose patterns hold is the one.
  const allowed = sameMethod.find(({ route, params }) => !paramProblem(route, params));
  if (!allowed) {
    const [first] = sameMethod;
    throw pathRefusal(first ? (paramProblem(first.route, first.params) ?? "") : "");
  }
  return {
    route: allowed.route,
    path,
    search: checkedQuery(allowed.route, search),
    params: allowed.params,
  };
}
