/** Path prefixes the tenant answers; everything else belongs to whatever mounts it. */
const TENANT_PREFIXES = ["/api/v2", "/oauth/token", "/.well-known", "/__tenant"] as const;

/** For mounting the tenant as middleware: does this request URL (path + query) belong to it? */
export function isTenantPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return TENANT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The tenant's route for a row's path (src/api/operations.ts): below /api/v2, each `{param}` a
 * Hono parameter that takes `[^/]*`, so an empty id reaches the handler, which answers 400
 * rather than 404.
 */
export function apiRoute(path: string): string {
  return `/api/v2${path.replace(/\{(\w+)\}/g, ":$1{[^/]*}")}`;
}

/** The routes that are no operation of the console's table. */
export const ROUTES = {
  // Served though the console never calls it (it lists the templates whole).
  userAttributeProfileTemplate: apiRoute("/user-attribute-profiles/templates/{id}"),
  oauthToken: "/oauth/token",
  jwks: "/.well-known/jwks.json",
} as const;
