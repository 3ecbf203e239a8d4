import type { Context } from "hono";

const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;

/** The default CORS rule: any port on a loopback host, where the console runs in development. */
export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}

/**
 * The origin tokens are issued for and checked against: the configured public origin, or the
 * one the caller addressed (its Host header), so the same tenant works on any port or proxy.
 */
export function tenantOrigin(c: Context, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin;
  const host = c.req.header("host");
  return host ? `http://${host}` : new URL(c.req.url).origin;
}
