import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import type { RateBucketName } from "../rateBuckets.ts";
import { rateLimitHeaders } from "../rateLimiter.ts";
import type { TenantRuntime } from "../runtime.ts";
import { callerKey, TOO_MANY_REQUESTS_BODY } from "./rateLimit.ts";

/**
 * Charges the caller's bucket of this operation (after the tenant-wide one). Its headers replace
 * the tenant-wide ones, as the service reports the bucket of the endpoint called. An operation
 * without a bucket of its own passes straight through.
 */
export function operationBucket(
  runtime: TenantRuntime,
  bucket: RateBucketName | undefined,
): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    if (bucket === undefined) return next();
    const decision = runtime.buckets.take(bucket, callerKey(c));
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
