import type { Context, MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import { errorBody } from "../errors.ts";
import { tenantOrigin } from "../origins.ts";
import { rateLimitHeaders } from "../rateLimiter.ts";
import type { TenantRuntime } from "../runtime.ts";
import { TOKEN_MESSAGES } from "../tokens.ts";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The exact body the real service sends with a 429. */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  ...errorBody(429, "Global limit has been reached", "too_many_requests"),
});

/** The bucket's owner: the client when its token verified, otherwise the caller's address. */
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
    if (!decision.allowed) {
      return new Response(TOO_MANY_REQUESTS_BODY, {
        status: 429,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "Retry-After": String(decision.retryAfterSeconds),
          ...headers,
        },
      });
    }
    await next();
    // An operation's own bucket set its headers already: that bucket limits the operation.
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
