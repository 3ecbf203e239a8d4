import type { ClientCredentials } from "./clientCredentials.ts";
import { LOOPBACK_CONNECT_SOURCES } from "./pagePolicy.ts";

/** `CONSOLE_CONNECT_ORIGINS="https://a.example https://b.example"`: each must be an origin. */
function connectOrigins(value: string | undefined, tenantUrl: string | null): string[] {
  const listed = (value ?? "").split(/[\s,]+/).filter(Boolean);
  for (const origin of listed) {
    if (new URL(origin).origin !== origin.replace(/\/+$/, "")) {
      throw new Error(`CONSOLE_CONNECT_ORIGINS: "${origin}" is not an origin`);
    }
  }
  const base = listed.length > 0 ? listed : [...LOOPBACK_CONNECT_SOURCES];
  return tenantUrl && !base.includes(tenantUrl) ? [...base, tenantUrl] : base;
}

export interface ServerEnv {
  /** A real tenant's origin: `/api/v2` is proxied there instead of the local tenant. */
  tenantUrl: string | null;
  clientCredentials: ClientCredentials | null;
  /** `organizations` undefined: the local tenant's own default (its six fixed ones). */
  localTenant: { seed: number; profiles: number; organizations: number | undefined };
  /** Tenant origins the built console may call (CSP connect-src) besides its own origin. */
  connectOrigins: string[];
  /** `CONSOLE_AUDIT_LOG`: the proxy's audit lines go to this file, or to stdout when null. */
  auditLog: string | null;
  /**
   * `CONSOLE_SIGN_IN=local` (`npm start`): people sign in at the local tenant's own provider,
   * and `/api/v2` goes through `npm run serve`'s signed-in proxy to that tenant.
   */
  localSignIn: boolean;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

/**
 * Token exchange profiles `npm start` seeds: the tenant's own default (serverEnv.test.ts checks
 * it), written here so the production server loads nothing of the tenant.
 */
export const LOCAL_PROFILES_DEFAULT = 90;

/** Reads and checks the environment once, with messages that name the variable at fault. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  let tenantUrl: string | null = null;
  if (env.TENANT_URL) {
    const url = new URL(env.TENANT_URL);
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new Error("TENANT_URL must be an http(s) origin");
    }
    tenantUrl = url.origin;
  }
  const clientId = env.TENANT_CLIENT_ID;
  const clientSecret = env.TENANT_CLIENT_SECRET;
  if ((clientId || clientSecret) && !(clientId && clientSecret && tenantUrl)) {
    throw new Error("TENANT_CLIENT_ID and TENANT_CLIENT_SECRET go together, with TENANT_URL");
  }
  const signIn = env.CONSOLE_SIGN_IN ?? "";
  if (signIn !== "" && signIn !== "local") {
    throw new Error(`CONSOLE_SIGN_IN must be local (or unset), not "${signIn}"`);
  }
  // The switch signs people in to the local tenant, which npm start mounts only without one.
  if (signIn === "local" && tenantUrl) {
    throw new Error(
      "CONSOLE_SIGN_IN=local signs people in to the local tenant: unset TENANT_URL, or sign in to a real tenant with npm run serve and CONSOLE_SIGN_IN_ISSUER",
    );
  }
  return {
    tenantUrl,
    clientCredentials:
      tenantUrl && clientId && clientSecret ? { tenantUrl, clientId, clientSecret } : null,
    connectOrigins: connectOrigins(env.CONSOLE_CONNECT_ORIGINS, tenantUrl),
    auditLog: env.CONSOLE_AUDIT_LOG || null,
    localSignIn: signIn === "local",
    localTenant: {
      seed: positiveInteger(env.LOCAL_TENANT_SEED, 42, "LOCAL_TENANT_SEED"),
      // 90: under the service's limit of 100, so New profile works on a fresh start.
      profiles: positiveInteger(
        env.LOCAL_TENANT_PROFILES,
        LOCAL_PROFILES_DEFAULT,
        "LOCAL_TENANT_PROFILES",
      ),
      organizations: env.LOCAL_TENANT_ORGANIZATIONS
        ? positiveInteger(env.LOCAL_TENANT_ORGANIZATIONS, 0, "LOCAL_TENANT_ORGANIZATIONS")
        : undefined,
    },
  };
}
