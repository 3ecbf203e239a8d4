import type { TokenSource } from "../clientCredentials.ts";
import { type AllowedCall, API_PREFIX, matchOperation } from "./allowList.ts";
import { type AuditEntry, type AuditLog, auditReason, claimedSubject } from "./auditLog.ts";
import { auditTarget } from "./auditTarget.ts";
import { checkBearer, checkCaller, checkContentType, readCappedBody } from "./guard.ts";
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

/** The proxy of `npm run serve`, which also answers for the writes it has in flight at exit. */
export interface ConsoleProxy extends ProxyHandler {
  /**
   * Shutdown cut the grace period short: every write that left for the tenant and has no answer
   * yet is audited now, as "outcome unknown" (the tenant may have applied it), and the audit
   * log drained. Call it before the process exits.
   */
  auditCutWrites(): Promise<void>;
}

type PendingWrite = Omit<AuditEntry, "time" | "status" | "outcome">;

/** The route pattern of a proxied request, for the request log (ids and cursors stay out). */
export function proxyRoutePattern(method: string, rawUrl: string): string {
  try {
    return `${API_PREFIX}${matchOperation(method, rawUrl).route.path}`;
  } catch {
    return `${API_PREFIX}/(refused)`;
  }
}

/** Credentials mode: the token source failed or is backing off (clientCredentials.ts). */
class TokenUnavailable extends Error {}

function upstreamFailure(status: 502 | 504, message: string, errorCode: string): Response {
  return refusalResponse(new ProxyRefusal(status, message, errorCode));
}

/**
 * The one `/api/v2` proxy of `npm run serve`, `npm start` and `npm run preview`: checks the
 * caller and the call before anything leaves, then forwards the allowed operation to the tenant.
 */
export function createProxy(options: ProxyOptions): ConsoleProxy {
  const send = options.upstream ?? nodeUpstream;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  /** Writes that left for the tenant and have no answer yet, by request id. */
  const inFlight = new Map<string, PendingWrite>();
  let auditing: Promise<void> = Promise.resolve();

  function audit(entry: AuditEntry): Promise<void> {
    auditing = options.audit(entry);
    return auditing;
  }

  async function forward(
    call: ProxyCall,
    allowed: AllowedCall,
    body: Uint8Array<ArrayBuffer> | undefined,
    leaving: () => void,
  ) {
    const { request } = call;
    const headers: Record<string, string> = { "x-request-id": call.requestId };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const url = `${options.tenantUrl}${API_PREFIX}${allowed.path}${allowed.search}`;
    const tokens = options.tokens;

    async function sendWith(bearer: string | null): Promise<UpstreamAnswer> {
      const sent = { ...headers };
      if (bearer) sent.authorization = bearer;
      leaving();
      return send(url, { method: request.method, headers: sent, body, timeoutMs });
    }

    async function serverToken(source: TokenSource): Promise<string> {
      try {
        return await source.get();
      } catch {
        throw new TokenUnavailable();
      }
    }

    let upstream: UpstreamAnswer;
    try {
      if (!tokens) upstream = await sendWith(request.headers.get("authorization"));
      else {
        let token = await serverToken(tokens);
        upstream = await sendWith(`Bearer ${token}`);
        if (upstream.status === 401) {
          // Refreshed once (revoked token, rotated keys), the call sent once more; a second 401
          // is the answer. A 401 never made the tenant act, so a write is safe to resend.
          tokens.refused(token);
          const fresh = await serverToken(tokens).catch(() => null);
          if (fresh !== null && fresh !== token) {
            token = fresh;
            upstream = await sendWith(`Bearer ${token}`);
          }
        }
        if (upstream.status === 401) tokens.refused(token);
        else tokens.accepted(token);
      }
    } catch (error) {
      if (error instanceof TokenUnavailable) {
        // The token endpoint's answer may echo the secret: only a fixed sentence goes out.
        return upstreamFailure(
          502,
          "The console server could not obtain a token",
          "upstream_token",
        );
      }
      if (error instanceof Error && error.name === "TimeoutError") {
        return upstreamFailure(504, "The tenant did not answer in time", "upstream_timeout");
      }
      return upstreamFailure(502, "The tenant could not be reached", "upstream_unreachable");
    }
    const type = upstream.headers["content-type"] ?? "";
    const hasBody = upstream.body !== null && upstream.body.byteLength > 0;
    // The console's operations answer JSON or nothing. Anything else (an HTML error page, a
    // script on a 200) would be served from the console's own origin: never passed on.
    if ((hasBody || upstream.status >= 300) && !/^application\/json\b/i.test(type)) {
      return upstreamFailure(
        502,
        `The tenant answered HTTP ${upstream.status} without a JSON body`,
        "upstream_invalid_response",
      );
    }
    const out: Record<string, string> = { "cache-control": "no-store" };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined && (name !== "content-type" || hasBody)) out[name] = value;
    }
    return new Response(hasBody ? upstream.body : null, { status: upstream.status, headers: out });
  }

  const handler = async (call: ProxyCall): Promise<Response> => {
    const { request } = call;
    let allowed: AllowedCall;
    let body: Uint8Array<ArrayBuffer> | undefined;
    try {
      checkCaller(request.headers, call.ownOrigin);
      if (!options.tokens) checkBearer(request.headers);
      allowed = matchOperation(request.method, call.rawUrl);
      checkContentType(request.method, request.headers);
      body = request.method === "GET" ? undefined : await readCappedBody(request);
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      throw error;
    }
    if (allowed.route.method === "GET") return forward(call, allowed, body, () => {});
    const targetName = request.headers.get("x-console-target-name");
    // Before the answer, the path's target (and the name the console sent): what a cut write's
    // line says. A create's own id and name come from its answer below.
    const known = await auditTarget(allowed.route, allowed.params, targetName, null);
    const write: PendingWrite = {
      operation: allowed.route.name,
      ...known,
      requestId: call.requestId,
      sub: options.tokens ? undefined : claimedSubject(request.headers.get("authorization")),
      reason: auditReason(request.headers.get("x-console-reason")),
    };
    let response: Response;
    try {
      response = await forward(call, allowed, body, () => inFlight.set(call.requestId, write));
    } finally {
      inFlight.delete(call.requestId);
    }
    const target = await auditTarget(allowed.route, allowed.params, targetName, response);
    await audit({ time: new Date().toISOString(), ...write, ...target, status: response.status });
    return response;
  };

  return Object.assign(handler, {
    async auditCutWrites(): Promise<void> {
      const cut = [...inFlight.values()];
      inFlight.clear();
      for (const write of cut) {
        void audit({ time: new Date().toISOString(), ...write, status: null, outcome: "unknown" });
      }
      await auditing;
    },
  });
}
