import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import type { OperationBucket } from "../operationBuckets.ts";
import { rateLimitHeaders } from "../rateLimiter.ts";
import type { TenantRuntime } from "../runtime.ts";
import { callerKey, TOO_MANY_REQUESTS_BODY } from "./rateLimit.ts";

/**
 * Charges the operation's own bucket, when it has one and it is metered, after the global one.
 * Its headers are the ones the answer carries: that bucket is what limits this operation.
 */
export function operationBucket(
  runtime: TenantRuntime,
  bucket: OperationBucket | undefined,
): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    const decision = bucket && runtime.operationLimits.take(bucket, callerKey(c));
    if (!decision) return next();
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
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
