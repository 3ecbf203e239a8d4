/**
 * Obtains and renews a management token with the client credentials flow, on the server side
 * of the console's proxy: the client secret never reaches the browser.
 */
export interface ClientCredentials {
  tenantUrl: string;
  clientId: string;
  clientSecret: string;
}

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/** Renew this long before expiry, so a request never leaves with a token about to lapse. */
const RENEW_MARGIN_MS = 60_000;

export function createTokenSource(credentials: ClientCredentials, now = () => Date.now()) {
  let cached: CachedToken | null = null;
  let pending: Promise<CachedToken> | null = null;

  async function fetchToken(): Promise<CachedToken> {
    const response = await fetch(new URL("/oauth/token", credentials.tenantUrl), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        audience: `${credentials.tenantUrl}/api/v2/`,
      }),
    });
    if (!response.ok) {
      // The body may echo the request; only the status goes into the message.
      throw new Error(`The tenant refused the client credentials (HTTP ${response.status})`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string")
      throw new Error("The token response has no access_token");
    const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 3600;
    return { accessToken: body.access_token, expiresAt: now() + expiresIn * 1000 };
  }

  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt - RENEW_MARGIN_MS > now()) return cached.accessToken;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      cached = await pending;
      return cached.accessToken;
    },
    /** The tenant refused the token (revoked, rotated keys): the next call fetches a new one. */
    invalidate(): void {
      cached = null;
    },
  };
}

export type TokenSource = ReturnType<typeof createTokenSource>;
