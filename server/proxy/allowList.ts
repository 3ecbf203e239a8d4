import { OPERATIONS, type OperationRoute } from "../../src/api/operations.ts";
import { ProxyRefusal } from "./proxyError.ts";

export const API_PREFIX = "/api/v2";

export interface AllowedCall {
  route: OperationRoute;
  /** The path below the prefix exactly as received: it is forwarded byte for byte. */
  path: string;
  /** `?…` as received, or "". */
  search: string;
  /** Decoded path parameters, for the audit log. */
  params: Record<string, string>;
}

/** Does this raw request target (path + query) belong to the proxy, allowed or not? */
export function isProxyPath(rawUrl: string): boolean {
  return rawUrl.startsWith(API_PREFIX);
}

function decodeSegment(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new ProxyRefusal(400, "The path holds a malformed percent-encoding", "invalid_uri");
  }
  // A backslash is a separator to some servers, written plainly or as %5C: never forwarded.
  if (decoded.includes("\\")) {
    throw new ProxyRefusal(400, "The path holds a backslash", "invalid_uri");
  }
  if (decoded === "") throw new ProxyRefusal(400, "The path has an empty segment", "invalid_uri");
  // A segment is never a dot segment, whether written plainly or percent-encoded (URL parsers
  // resolve %2e%2e as ".."), and neither is any part of it between encoded slashes: should
  // anything between here and the tenant decode %2F, `..%2F` would climb out of the path.
  if (decoded.split("/").some((part) => part === "." || part === "..")) {
    throw new ProxyRefusal(400, "The path holds a dot segment", "invalid_uri");
  }
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
    // which the contract sends as %2F), and stays one segment; decodeSegment refuses dot parts.
    if (name) params[name] = decodeSegment(raw);
    // A fixed segment must be written exactly: `%74oken-…` is not `token-…`.
    else if (raw !== part) return null;
  }
  return params;
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
  const allowed = fitting.find(({ route }) => route.method === method);
  if (!allowed) {
    const methods = [...new Set(fitting.map(({ route }) => route.method))].join(", ");
    throw new ProxyRefusal(
      405,
      `The console does not call ${method} ${API_PREFIX}${path}`,
      "method_not_allowed",
      { allow: methods },
    );
  }
  return { route: allowed.route, path, search, params: allowed.params };
}
