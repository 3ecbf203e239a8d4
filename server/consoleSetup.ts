/**
 * What the console's page asks its own server at the connect screen: whether this origin proxies
 * `/api/v2` to a tenant (and so audits each write), or serves the local tenant itself (`npm
 * start`). Either way the connect screen offers the console's own origin as the Tenant URL; only
 * a proxy makes it warn before any other one, which would skip the proxy.
 */
export const SETUP_PATH = "/__console/setup";

type ProxyMode = "pass-through" | "credentials";

/** The embedded PostgreSQL in `CONSOLE_DATA_DIR`, or the server of `CONSOLE_DATABASE_URL`. */
export type StoreKind = "embedded" | "postgres";

interface ConsoleSetup {
  /** `null` when the server serves the console alone (no `TENANT_URL`). */
  proxy: ProxyMode | null;
  /** The dev or preview server answers `/api/v2` with the local tenant, on this same origin. */
  localTenant: boolean;
  /** `npm run serve` with `CONSOLE_SIGN_IN_ISSUER`: people sign in at this provider. */
  sign_in: { issuer: string } | null;
  /** Where sessions (and, next, history) are kept; null: nowhere but this process. */
  store: StoreKind | null;
}

export function consoleSetup(options: {
  proxy: unknown;
  tokens: unknown;
  localTenant?: boolean;
  signIn?: { issuer: string } | null;
  store?: StoreKind | null;
}): ConsoleSetup {
  const sign_in = options.signIn ? { issuer: options.signIn.issuer } : null;
  const store = options.store ?? null;
  if (!options.proxy) {
    return { proxy: null, localTenant: options.localTenant === true, sign_in, store };
  }
  const proxy = options.tokens ? "credentials" : "pass-through";
  return { proxy, localTenant: false, sign_in, store };
}
