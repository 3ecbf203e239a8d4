import type { ClientMetadata } from "oidc-provider";

/** The console's registered web client (team-console.md); fake, local only. */
export const CONSOLE_WEB_CLIENT = {
  id: "local-console-web",
  secret: "local-console-web-secret-not-for-production",
} as const;

/** The one algorithm ID tokens are signed with, so a relying party can pin it. */
export const ID_TOKEN_ALG = "RS256";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/**
 * The console's redirect and post-logout URIs: plain http on a loopback host, any port and
 * path, since `npm start`, `npm run serve` and every test pick their own port. No user info (it
 * would let `http://127.0.0.1@evil.example` read as loopback to a careless eye) and no fragment,
 * which OAuth forbids in a redirect URI.
 */
export function isLoopbackRedirect(value: string): boolean {
  const url = URL.parse(value);
  return (
    url !== null &&
    url.protocol === "http:" &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.username === "" &&
    url.password === "" &&
    !value.includes("#")
  );
}

/**
 * The registration. oidc-provider insists on registered URIs, so it holds one of each kind; the
 * loopback rule above widens them (provider.ts). `client_secret_post` is what openid-client
 * sends by default when given a secret, so the console needs no extra setting.
 */
export const CONSOLE_WEB_CLIENT_METADATA: ClientMetadata = {
  client_id: CONSOLE_WEB_CLIENT.id,
  client_secret: CONSOLE_WEB_CLIENT.secret,
  client_name: "Tenant console",
  application_type: "web",
  grant_types: ["authorization_code"],
  response_types: ["code"],
  token_endpoint_auth_method: "client_secret_post",
  id_token_signed_response_alg: ID_TOKEN_ALG,
  redirect_uris: ["http://127.0.0.1/__console/callback"],
  post_logout_redirect_uris: ["http://127.0.0.1/"],
};
