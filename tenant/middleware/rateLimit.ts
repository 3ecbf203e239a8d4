import type { Context, MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import { errorBody } from "../errors.ts";
import { tenantOrigin } from "../origins.ts";
import { rateLimitHeaders } from "../rateLimiter.ts";
import type { TenantRuntime } from "../runtime.ts";
import { TOKEN_MESSAGES } from "../tokens.ts";

/** RFC 6750, as the service reads it: the scheme, exactly one space, a b64token. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The exact body the real service sends with a 429. */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  ...errorBody(429, "Global limit has been reached", "too_many_requests"),
});

/** Whose bucket a call is charged to: the client's when the token is good, else the address's. */
export function callerKey(c: Context<TenantEnv>): string {
  const verification = c.get("verification");
  return verification.ok
    ? `client:${verification.caller.subject}`
    : `address:${c.env?.incoming?.socket.remoteAddress ?? "unknown"}`;
}

/**
 * Verifies the bearer token once (routes read the result) and charges the caller's bucket:
 * the client's when the token is good, the address's otherwise. Every response, error or
 * not, carries the bucket's state.
 */
export function rateLimit(runtime: TenantRuntime): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    const verification = token
      ? await runtime.tokens.verify(token, tenantOrigin(c, runtime.publicOrigin))
      : { ok: false as const, message: TOKEN_MESSAGES.invalid };
    c.set("verification", verification);

    const decision = runtime.limiter.take(callerKey(c));
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) return tooManyRequests(decision, headers);
    await next();
    // An operation with a bucket of its own has reported it: it stays when it is the closer of
    // the two to refusing, so a client pacing itself by the headers paces by the binding one.
    const reported = c.res.headers.get("X-RateLimit-Remaining");
    if (reported !== null && Number(reported) <= decision.remaining) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/** The service's 429: its body, when to come back, and the bucket's figures. */
export function tooManyRequests(
  decision: { retryAfterSeconds: number },
  headers: Record<string, string>,
): Response {
  return new Response(TOO_MANY_REQUESTS_BODY, {
    status: 429,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "Retry-After": String(decision.retryAfterSeconds),
      ...headers,
    },
  });
}
