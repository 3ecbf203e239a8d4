import { isIP } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { isLoopbackHost } from "./loopbackHost.ts";
import { readServerEnv, type ServerEnv } from "./serverEnv.ts";
import { readSignInSettings, type SignInSettings } from "./signIn/signInSettings.ts";
import { readStoreSettings, type StoreSettings } from "./store/storeSettings.ts";

export interface ServeConfig {
  port: number;
  host: string;
  /** The built console (`npm run build`). */
  dist: string;
  env: ServerEnv;
  /** `CONSOLE_SIGN_IN_ISSUER` and its companions (credentials mode only); null: sign-in off. */
  signIn: SignInSettings | null;
  /**
   * The origin browsers use to reach this server, when it differs from `http://{Host}` (a TLS
   * reverse proxy): the proxy accepts requests whose Origin is this one only.
   */
  publicOrigin: string | null;
  /** Believe `X-Forwarded-Proto` (HSTS, own origin): only behind a proxy that sets it. */
  trustProxy: boolean;
  /** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
  shutdownGraceMs: number;
  /**
   * The store to open at start (decision 024): `CONSOLE_DATABASE_URL` whenever it is set;
   * otherwise the embedded one when people sign in or `CONSOLE_DATA_DIR` names its folder;
   * null: none (no one is named, and the JSONL stream is the audit).
   */
  store: StoreSettings | null;
  /**
   * How long a job's slice stays with an instance that went quiet before another takes it over
   * (`CONSOLE_JOB_TAKEOVER_SECONDS`, decision 029).
   */
  jobTakeoverSeconds: number;
}

const DEFAULT_PORT = 8080;
const DEFAULT_JOB_TAKEOVER_SECONDS = 120;

function port(value: string, name: string): number {
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > 65_535) {
    throw new Error(`${name} must be a port number (0-65535), not "${value}"`);
  }
  return parsed;
}

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://console.example.com`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/+$/, "")) {
    throw new Error(`${name} must be an origin such as https://console.example.com`);
  }
  return url.origin;
}

/**
 * `npm run serve` settings from flags and environment (a flag wins), checked at once: each
 * mistake is one sentence naming the variable, and the process ends before listening.
 */
export function readServeConfig(argv: readonly string[], vars: NodeJS.ProcessEnv): ServeConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string" },
      host: { type: "string" },
      dist: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  let env: ServerEnv;
  try {
    env = readServerEnv(vars);
  } catch (error) {
    // new URL's own message ("Invalid URL") does not say which variable held it.
    if (error instanceof TypeError) throw new Error("TENANT_URL must be an http(s) origin");
    throw error;
  }
  // Ignored here, it would leave a server that looks signed in serving without sign-in.
  if (env.localSignIn) {
    throw new Error(
      "CONSOLE_SIGN_IN=local is npm start's: npm run serve signs people in with CONSOLE_SIGN_IN_ISSUER",
    );
  }
  const host = values.host ?? vars.HOST ?? "127.0.0.1";
  if (host !== "localhost" && isIP(host) === 0) {
    throw new Error(`HOST must be an IP address or localhost, not "${host}"`);
  }
  const signIn = readSignInSettings(vars, env.clientCredentials !== null);
  // Signed in, each caller is a person whose role is checked: any interface will do.
  if (env.clientCredentials && !signIn && !isLoopbackHost(host)) {
    throw new Error(
      `HOST=${host} refused: with TENANT_CLIENT_ID/TENANT_CLIENT_SECRET the server acts with the ` +
        "client's scopes for whoever reaches it, so it listens on loopback only. Set " +
        "CONSOLE_SIGN_IN_ISSUER so people sign in, or use pass-through mode (TENANT_URL alone), " +
        "to serve others.",
    );
  }
  const trust = vars.CONSOLE_TRUST_PROXY ?? "";
  if (!["", "0", "1", "false", "true"].includes(trust)) {
    throw new Error(`CONSOLE_TRUST_PROXY must be 1 or 0, not "${trust}"`);
  }
  const storeSettings = readStoreSettings(vars);
  const asked = storeSettings.kind === "postgres" || (vars.CONSOLE_DATA_DIR ?? "") !== "";
  const store = asked || signIn ? storeSettings : null;
  const grace = vars.CONSOLE_SHUTDOWN_GRACE_MS ?? "10000";
  if (!/^\d+$/.test(grace)) throw new Error("CONSOLE_SHUTDOWN_GRACE_MS must be milliseconds");
  const takeover = vars.CONSOLE_JOB_TAKEOVER_SECONDS ?? String(DEFAULT_JOB_TAKEOVER_SECONDS);
  // At least 4: a run hands its slice back after a quarter of it, a second at the least.
  if (!/^\d+$/.test(takeover) || Number(takeover) < 4 || Number(takeover) > 3600) {
    throw new Error("CONSOLE_JOB_TAKEOVER_SECONDS must be whole seconds from 4 to 3600");
  }
  return {
    port: port(values.port ?? vars.PORT ?? String(DEFAULT_PORT), values.port ? "--port" : "PORT"),
    host,
    dist: resolve(values.dist ?? vars.CONSOLE_DIST ?? "dist"),
    env,
    signIn,
    publicOrigin: vars.CONSOLE_PUBLIC_ORIGIN
      ? origin(vars.CONSOLE_PUBLIC_ORIGIN, "CONSOLE_PUBLIC_ORIGIN")
      : null,
    trustProxy: trust === "1" || trust === "true",
    shutdownGraceMs: Number(grace),
    store,
    jobTakeoverSeconds: Number(takeover),
  };
}
