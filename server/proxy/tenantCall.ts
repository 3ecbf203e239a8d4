import type { TokenSource } from "../clientCredentials.ts";
import { API_PREFIX } from "./allowList.ts";
import type { Upstream, UpstreamAnswer } from "./upstream.ts";

/** Credentials mode: the token source failed or is backing off (clientCredentials.ts). */
export class TokenUnavailable extends Error {}

interface TenantCallOptions {
  /** The tenant's origin. */
  tenantUrl: string;
  /** Credentials mode: the server's token replaces the browser's. Pass-through mode: null. */
  tokens: TokenSource | null;
  upstream: Upstream;
  timeoutMs: number;
}

interface TenantRequest {
  method: string;
  /** Below /api/v2, with its query. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | undefined;
  /** The browser's `Authorization`, which pass-through mode forwards. */
  authorization: string | null;
  /** Called as each try leaves for the tenant. */
  leaving?: () => void;
}

/**
 * One call to the tenant with the mode's credentials: the browser's own (pass-through), or the
 * server's token, refreshed once after a tenant 401 and the call sent again (credentials). Throws
 * TokenUnavailable, or the upstream's failure.
 */
export function tenantCaller(options: TenantCallOptions) {
  async function serverToken(source: TokenSource): Promise<string> {
    try {
      return await source.get();
    } catch {
      throw new TokenUnavailable();
    }
  }

  return async (request: TenantRequest): Promise<UpstreamAnswer> => {
    const url = `${options.tenantUrl}${API_PREFIX}${request.path}`;
    const sendWith = (bearer: string | null): Promise<UpstreamAnswer> => {
      const headers = bearer ? { ...request.headers, authorization: bearer } : request.headers;
      request.leaving?.();
      return options.upstream(url, {
        method: request.method,
        headers,
        body: request.body,
        timeoutMs: options.timeoutMs,
      });
    };
    const tokens = options.tokens;
    if (!tokens) return sendWith(request.authorization);
    let token = await serverToken(tokens);
    let answer = await sendWith(`Bearer ${token}`);
    if (answer.status === 401) {
      // Refreshed once (revoked token, rotated keys), the call sent once more; a second 401 is
      // the answer. A 401 never made the tenant act, so a write is safe to resend.
      tokens.refused(token);
      const fresh = await serverToken(tokens).catch(() => null);
      if (fresh !== null && fresh !== token) {
        token = fresh;
        answer = await sendWith(`Bearer ${token}`);
      }
    }
    if (answer.status === 401) tokens.refused(token);
    else tokens.accepted(token);
    return answer;
  };
}

export type TenantCall = ReturnType<typeof tenantCaller>;
