import type { TokenSource } from "../clientCredentials.ts";
import { type AllowedCall, API_PREFIX, matchOperation } from "./allowList.ts";
import { type AuditLog, auditReason, claimedSubject } from "./auditLog.ts";
import { auditTarget } from "./auditTarget.ts";
import { checkCaller, checkContentType, readCappedBody } from "./guard.ts";
import { ProxyRefusal, refusalResponse } from "./proxyError.ts";
import { nodeUpstream, type Upstream, type UpstreamAnswer } from "./upstream.ts";

/** A tenant that has not answered by then will not: the browser gets a 504 it can show. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/** Request headers the tenant needs; nothing else leaves (no Cookie, Origin, Referer, hop-by-hop). */
const FORWARDED_REQUEST_HEADERS = ["accept", "content-type"] as const;

/** Response headers the browser needs: the body's type and the rate-limit budget, unchanged. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "retry-after",
] as const;

export interface ProxyOptions {
  /** The tenant's origin. */
  tenantUrl: string;
  /** Credentials mode: the server's token replaces the browser's. Pass-through mode: null. */
  tokens: TokenSource | null;
  audit: AuditLog;
  timeoutMs?: number;
  /** How calls reach the tenant; tests pass a fake. */
  upstream?: Upstream;
}

export interface ProxyCall {
  request: Request;
  /** The request target exactly as it arrived (path + query), before URL normalization. */
  rawUrl: string;
  /** This server's public origin, which the page's own requests carry. */
  ownOrigin: string;
  requestId: string;
}

export type ProxyHandler = (call: ProxyCall) => Promise<Response>;

/** The route pattern of a proxied request, for the request log (ids and cursors stay out). */
export function proxyRoutePattern(method: string, rawUrl: string): string {
  try {
    return `${API_PREFIX}${matchOperation(method, rawUrl).route.path}`;
  } catch {
    return `${API_PREFIX}/(refused)`;
  }
}

function upstreamFailure(status: 502 | 504, message: string, errorCode: string): Response {
  return refusalResponse(new ProxyRefusal(status, message, errorCode));
}

/**
 * The one `/api/v2` proxy of `npm run serve`, `npm start` and `npm run preview`: checks the
 * caller and the call before anything leaves, then forwards the allowed operation to the tenant.
 */
export function createProxy(options: ProxyOptions): ProxyHandler {
  const send = options.upstream ?? nodeUpstream;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;

  async function authorization(request: Request): Promise<string | null> {
    if (!options.tokens) return request.headers.get("authorization");
    return `Bearer ${await options.tokens.get()}`;
  }

  async function forward(
    call: ProxyCall,
    allowed: AllowedCall,
    body: Uint8Array<ArrayBuffer> | undefined,
  ) {
    const { request } = call;
    const headers: Record<string, string> = { "x-request-id": call.requestId };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    let bearer: string | null;
    try {
      bearer = await authorization(request);
    } catch {
      // The token endpoint's answer may echo the secret: only a fixed sentence goes out.
      return upstreamFailure(502, "The console server could not obtain a token", "upstream_token");
    }
    if (bearer) headers.authorization = bearer;
    let upstream: UpstreamAnswer;
    try {
      upstream = await send(`${options.tenantUrl}${API_PREFIX}${allowed.path}${allowed.search}`, {
        method: request.method,
        headers,
        body,
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        return upstreamFailure(504, "The tenant did not answer in time", "upstream_timeout");
      }
      return upstreamFailure(502, "The tenant could not be reached", "upstream_unreachable");
    }
    if (upstream.status === 401) options.tokens?.invalidate();
    const type = upstream.headers["content-type"] ?? "";
    if (upstream.status >= 300 && !/^application\/json\b/i.test(type)) {
      return upstreamFailure(
        502,
        `The tenant answered HTTP ${upstream.status} without a JSON body`,
        "upstream_invalid_response",
      );
    }
    const out: Record<string, string> = { "cache-control": "no-store" };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) out[name] = value;
    }
    return new Response(upstream.body, { status: upstream.status, headers: out });
  }

  return async (call) => {
    const { request } = call;
    let allowed: AllowedCall;
    let body: Uint8Array<ArrayBuffer> | undefined;
    try {
      checkCaller(request.headers, call.ownOrigin);
      allowed = matchOperation(request.method, call.rawUrl);
      checkContentType(request.method, request.headers);
      body = request.method === "GET" ? undefined : await readCappedBody(request);
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      throw error;
    }
    const response = await forward(call, allowed, body);
    if (allowed.route.method !== "GET") {
      const name = request.headers.get("x-console-target-name");
      const target = await auditTarget(allowed.route, allowed.params, name, response);
      await options.audit({
        time: new Date().toISOString(),
        operation: allowed.route.name,
        ...target,
        status: response.status,
        requestId: call.requestId,
        sub: options.tokens ? undefined : claimedSubject(request.headers.get("authorization")),
        reason: auditReason(request.headers.get("x-console-reason")),
      });
    }
    return response;
  };
}
