/**
 * What the console's page asks its own server at the connect screen: whether this origin proxies
 * `/api/v2` to a tenant (and so audits each write), or serves the local tenant itself (`npm
 * start`). Either way the connect screen offers the console's own origin as the Tenant URL; only
 * a proxy makes it warn before any other one, which would skip the proxy.
 */
export const SETUP_PATH = "/__console/setup";

type ProxyMode = "pass-through" | "credentials";

interface ConsoleSetup {
  /** `null` when the server serves the console alone (no `TENANT_URL`). */
  proxy: ProxyMode | null;
  /** The dev or preview server answers `/api/v2` with the local tenant, on this same origin. */
  localTenant: boolean;
}

export function consoleSetup(options: {
  proxy: unknown;
  tokens: unknown;
  localTenant?: boolean;
}): ConsoleSetup {
  if (!options.proxy) return { proxy: null, localTenant: options.localTenant === true };
  return { proxy: options.tokens ? "credentials" : "pass-through", localTenant: false };
}
