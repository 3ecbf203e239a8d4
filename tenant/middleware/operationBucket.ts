import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import type { RateBucketName } from "../rateBuckets.ts";
import { rateLimitHeaders } from "../rateLimiter.ts";
import type { TenantRuntime } from "../runtime.ts";
import { callerKey, tooManyRequests } from "./rateLimit.ts";

/**
 * Charges the caller's bucket of this operation (after the tenant-wide one) and reports it in the
 * headers, unless the tenant-wide bucket is closer to refusing (rateLimit.ts decides).
 */
export function operationBucket(
  runtime: TenantRuntime,
  bucket: RateBucketName,
): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    const decision = runtime.buckets.take(bucket, callerKey(c));
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) return tooManyRequests(decision, headers);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
