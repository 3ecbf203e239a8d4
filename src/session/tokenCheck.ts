import { ApiError } from "../api/apiError";
import { type ApiPath, apiPath } from "../api/apiPath";
import type { Query } from "../api/apiUrl";
import { createApiClient } from "../api/client";
import { decodeClaims } from "../api/jwt";
import { OPERATION_SCOPES } from "../api/schemas/scopes";

interface CheckRead {
  readonly scope: string;
  readonly path: ApiPath;
  readonly query?: Query;
}

/** The console's cheapest reads, one record at most each, in the order Connect tries them. */
const CHECK_READS: readonly CheckRead[] = [
  {
    scope: OPERATION_SCOPES.listTokenExchangeProfiles,
    path: apiPath`/token-exchange-profiles`,
    query: { take: 1 },
  },
  { scope: OPERATION_SCOPES.listOrganizations, path: apiPath`/organizations`, query: { take: 1 } },
  {
    scope: OPERATION_SCOPES.listUserAttributeProfiles,
    path: apiPath`/user-attribute-profiles`,
    query: { take: 1 },
  },
  { scope: OPERATION_SCOPES.listConnections, path: apiPath`/connections`, query: { take: 1 } },
  {
    scope: OPERATION_SCOPES.getNewDeviceSettings,
    path: apiPath`/risk-assessments/settings/new-device`,
  },
];

/**
 * Connect's one read before the console opens: a tenant checks the token's signature before its
 * scopes, so even a token with none of the reads above is proven by the first one. Its 403 for
 * want of that scope means the token is good and the screens say what it lacks ("needs …").
 * Resolves the tenant's refusal or failure as an ApiError, or undefined when the token works.
 */
export async function checkToken(
  tenantUrl: string,
  token: string,
  fetchFn?: typeof fetch,
): Promise<ApiError | undefined> {
  const { scopes } = decodeClaims(token);
  const read = CHECK_READS.find((candidate) => scopes.includes(candidate.scope)) ?? CHECK_READS[0];
  if (!read) return undefined;
  // Its own client: a refusal here must not interrupt a session already open (Reconnect).
  const client = createApiClient({
    baseUrl: tenantUrl,
    getToken: () => token,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  // A 429 says nothing of the token: the console opens, and its screens say the wait.
  const rateLimited = new AbortController();
  try {
    await client.request({
      method: "GET",
      path: read.path,
      query: read.query ?? {},
      signal: rateLimited.signal,
      onRateLimitWait: () => rateLimited.abort(),
    });
    return undefined;
  } catch (error) {
    if (rateLimited.signal.aborted) return undefined;
    if (!(error instanceof ApiError)) throw error;
    const lacksScope = error.status === 403 && error.errorCode === "insufficient_scope";
    return lacksScope && !scopes.includes(read.scope) ? undefined : error;
  }
}
