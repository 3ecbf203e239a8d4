/** Path prefixes the tenant answers; everything else belongs to whatever mounts it. */
const TENANT_PREFIXES = ["/api/v2", "/oauth/token", "/.well-known", "/__tenant"] as const;

/** For mounting the tenant as middleware: does this request URL (path + query) belong to it? */
export function isTenantPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return TENANT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export const ROUTES = {
  tokenExchangeProfiles: "/api/v2/token-exchange-profiles",
  // `[^/]*` lets an empty id reach the handler, which answers 400 rather than 404.
  userAttributeProfiles: "/api/v2/user-attribute-profiles",
  userAttributeProfile: "/api/v2/user-attribute-profiles/:id{[^/]*}",
  connections: "/api/v2/connections",
  user: "/api/v2/users/:id{[^/]*}",
  clearRiskAssessments: "/api/v2/users/:id{[^/]*}/risk-assessments/clear",
  userOrganizations: "/api/v2/users/:id{[^/]*}/organizations",
  organizations: "/api/v2/organizations",
  tokenExchangeProfile: "/api/v2/token-exchange-profiles/:id{[^/]*}",
  actions: "/api/v2/actions/actions",
  // Registered before userAttributeProfile, which would read "templates" as a profile id.
  userAttributeProfileTemplates: "/api/v2/user-attribute-profiles/templates",
  userAttributeProfileTemplate: "/api/v2/user-attribute-profiles/templates/:id{[^/]*}",
  usersByEmail: "/api/v2/users-by-email",
  newDeviceSettings: "/api/v2/risk-assessments/settings/new-device",
  users: "/api/v2/users",
  oauthToken: "/oauth/token",
  jwks: "/.well-known/jwks.json",
} as const;
