/** Where the tenant's OpenID Provider answers, below its origin (decision 021). */
export const SIGN_IN_PREFIX = "/oidc";

/** Path prefixes the tenant answers; everything else belongs to whatever mounts it. */
const TENANT_PREFIXES = ["/api/v2", "/oauth/token", "/.well-known", "/__tenant", SIGN_IN_PREFIX];

function isUnder(prefix: string, url: string | undefined): boolean {
  const path = url?.split(/[?#]/, 1)[0] ?? "";
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** For mounting the tenant as middleware: does this request URL (path + query) belong to it? */
export function isTenantPath(url: string | undefined): boolean {
  return TENANT_PREFIXES.some((prefix) => isUnder(prefix, url));
}

/** Is this request URL the sign-in provider's, which Node serves rather than the Hono app? */
export function isSignInPath(url: string | undefined): boolean {
  return isUnder(SIGN_IN_PREFIX, url);
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
