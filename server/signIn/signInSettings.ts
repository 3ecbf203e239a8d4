import { isLoopbackHost } from "../loopbackHost.ts";
import type { SessionTimeouts } from "./sessions.ts";

/** `npm run serve`'s sign-in, read from `CONSOLE_SIGN_IN_*` and `CONSOLE_SESSION_*`. */
export interface SignInSettings {
  /** The OpenID Provider's issuer; discovery is at its `/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The ID token claim holding the person's roles. */
  rolesClaim: string;
  /** The one `alg` an ID token may be signed with. */
  idTokenAlg: string;
  timeouts: SessionTimeouts;
}

/**
 * Asymmetric algorithms only: with `HS256` an ID token would be signed with the client secret,
 * which this server holds too, and `none` is no signature at all.
 */
const ID_TOKEN_ALGS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
  "Ed25519",
];

function whole(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${value}"`);
  }
  return parsed;
}

/**
 * Null when `CONSOLE_SIGN_IN_ISSUER` is unset (sign-in off). Each mistake is one sentence naming
 * the variable; sign-in needs credentials mode, since the server then calls the tenant for
 * whoever signed in.
 */
export function readSignInSettings(
  vars: NodeJS.ProcessEnv,
  credentialsMode: boolean,
): SignInSettings | null {
  const issuerText = vars.CONSOLE_SIGN_IN_ISSUER;
  if (!issuerText) return null;
  if (!credentialsMode) {
    throw new Error(
      "CONSOLE_SIGN_IN_ISSUER needs credentials mode (TENANT_URL, TENANT_CLIENT_ID and TENANT_CLIENT_SECRET): the server calls the tenant for whoever signs in",
    );
  }
  const issuer = URL.parse(issuerText);
  const plainLoopback =
    issuer?.protocol === "http:" && isLoopbackHost(issuer.hostname.replace(/^\[|\]$/g, ""));
  if (!issuer || !(issuer.protocol === "https:" || plainLoopback) || issuer.search || issuer.hash) {
    throw new Error(
      "CONSOLE_SIGN_IN_ISSUER must be an https URL (plain http on a loopback address only), such as https://login.example.com/",
    );
  }
  const clientId = vars.CONSOLE_SIGN_IN_CLIENT_ID;
  const clientSecret = vars.CONSOLE_SIGN_IN_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new Error(
      "CONSOLE_SIGN_IN_ISSUER needs CONSOLE_SIGN_IN_CLIENT_ID and CONSOLE_SIGN_IN_CLIENT_SECRET (the console's web client at the provider)",
    );
  }
  const idTokenAlg = vars.CONSOLE_SIGN_IN_ID_TOKEN_ALG || "RS256";
  if (!ID_TOKEN_ALGS.includes(idTokenAlg)) {
    throw new Error(
      `CONSOLE_SIGN_IN_ID_TOKEN_ALG must be one of ${ID_TOKEN_ALGS.join(", ")}, not "${idTokenAlg}"`,
    );
  }
  const idleMinutes = whole(
    vars.CONSOLE_SESSION_IDLE_MINUTES,
    30,
    "CONSOLE_SESSION_IDLE_MINUTES",
    24 * 60,
  );
  const maxHours = whole(vars.CONSOLE_SESSION_MAX_HOURS, 12, "CONSOLE_SESSION_MAX_HOURS", 7 * 24);
  if (idleMinutes > maxHours * 60) {
    throw new Error(
      "CONSOLE_SESSION_IDLE_MINUTES must not be longer than CONSOLE_SESSION_MAX_HOURS",
    );
  }
  return {
    issuer,
    clientId,
    clientSecret,
    rolesClaim: vars.CONSOLE_SIGN_IN_ROLES_CLAIM || "roles",
    idTokenAlg,
    timeouts: { idleMs: idleMinutes * 60_000, absoluteMs: maxHours * 3_600_000 },
  };
}
