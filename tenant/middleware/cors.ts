import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";

const ALLOWED_METHODS = "GET, POST, PATCH, DELETE";
const ALLOWED_HEADERS = "Authorization, Content-Type";
// Retry-After is not CORS-safelisted either, and the console's retry policy reads it.
const EXPOSED_HEADERS = "X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After";
const PREFLIGHT_MAX_AGE_SECONDS = "600";

/**
 * Answers preflights from allowed origins and marks their responses readable. Other origins get
 * no CORS header at all, so the browser blocks them.
 */
export function cors(allowed: (origin: string) => boolean): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const permitted = origin !== undefined && allowed(origin);
    if (permitted && c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      return new Response(null, {
        status: 204,
        headers: {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Methods": ALLOWED_METHODS,
          "Access-Control-Allow-Headers": ALLOWED_HEADERS,
          "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_SECONDS,
          Vary: "Origin",
        },
      });
    }
    await next();
    c.res.headers.append("Vary", "Origin");
    if (permitted) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
  };
}
