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

/**
 * After a failed token request (or a new token the tenant refused), the next request waits 1 s,
 * then 2, 4, 8… up to a minute; callers in between fail at once, without a request.
 */
export const TOKEN_BACKOFF = { firstMs: 1000, maxMs: 60_000 } as const;

interface TokenSourceOptions {
  now?: () => number;
  /** How the token endpoint is called; tests pass a fake. */
  fetch?: typeof fetch;
}

export function createTokenSource(
  credentials: ClientCredentials,
  { now = () => Date.now(), fetch: send = fetch }: TokenSourceOptions = {},
) {
  let cached: CachedToken | null = null;
  let pending: Promise<CachedToken> | null = null;
  let failures = 0;
  let retryAt = 0;
  /** Tokens the tenant answered 401 since it last accepted one. */
  let refusals = 0;
  let lastFailure: Error = new Error("No token yet");

  function failed(error: Error): void {
    failures += 1;
    retryAt = now() + Math.min(TOKEN_BACKOFF.maxMs, TOKEN_BACKOFF.firstMs * 2 ** (failures - 1));
    lastFailure = error;
  }

  async function fetchToken(): Promise<CachedToken> {
    const response = await send(new URL("/oauth/token", credentials.tenantUrl), {
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
    /**
     * The cached token, or a new one: one request at a time however many callers wait, and
     * none while backing off after a failure (the last failure is thrown instead).
     */
    async get(): Promise<string> {
      if (cached && cached.expiresAt - RENEW_MARGIN_MS > now()) return cached.accessToken;
      if (!pending) {
        if (now() < retryAt) throw lastFailure;
        pending = fetchToken()
          .then(
            (token) => {
              cached = token;
              return token;
            },
            (error: unknown) => {
              failed(error instanceof Error ? error : new Error("Token request failed"));
              throw error;
            },
          )
          .finally(() => {
            pending = null;
          });
      }
      return (await pending).accessToken;
    },
    /** The tenant answered a call made with `token` with something other than 401. */
    accepted(token: string): void {
      if (cached?.accessToken !== token) return;
      refusals = 0;
      failures = 0;
      retryAt = 0;
    },
    /**
     * The tenant answered 401 to `token`: forgotten if it is still the cached one (callers that
     * got the same 401 together cost one new token). The first refusal (revoked token, rotated
     * keys) lets the next call fetch a new token at once; when that one is refused too, the
     * tenant refuses fresh tokens, which counts as a failure: the next request backs off.
     */
    refused(token: string): void {
      if (cached?.accessToken !== token) return;
      cached = null;
      refusals += 1;
      if (refusals > 1) failed(new Error("The tenant refused the server's new token too"));
    },
  };
}

export type TokenSource = ReturnType<typeof createTokenSource>;
