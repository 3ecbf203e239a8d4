/**
 * What the console's page asks its own server at the connect screen: whether this origin proxies
 * `/api/v2` to a tenant (and so audits each write). The connect screen then offers the console's
 * own origin as the Tenant URL and warns before any other one, which would skip the proxy.
 */
export const SETUP_PATH = "/__console/setup";

export type ProxyMode = "pass-through" | "credentials";

export interface ConsoleSetup {
  /** `null` when the server serves the console alone (no `TENANT_URL`). */
  proxy: ProxyMode | null;
}

export function consoleSetup(options: { proxy: unknown; tokens: unknown }): ConsoleSetup {
  if (!options.proxy) return { proxy: null };
  return { proxy: options.tokens ? "credentials" : "pass-through" };
}
