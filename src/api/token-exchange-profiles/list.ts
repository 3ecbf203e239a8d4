import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { LIMITS } from "../schemas/limits";
import {
  nextCursor,
  type TokenExchangeProfileList,
  type TokenExchangeProfileListQuery,
  tokenExchangeProfileListQuerySchema,
  tokenExchangeProfileListSchema,
} from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "./keys";

export type ListTokenExchangeProfilesInput = TokenExchangeProfileListQuery;

/** GET /token-exchange-profiles: one page. A `take` outside 1–100 is a ZodError, never sent. */
export async function listTokenExchangeProfiles(
  client: ApiClient,
  input: ListTokenExchangeProfilesInput,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<TokenExchangeProfileList> {
  const query = tokenExchangeProfileListQuerySchema.parse(input);
  return client.request({
    method: "GET",
    path: apiPath`/token-exchange-profiles`,
    query,
    schema: tokenExchangeProfileListSchema,
    signal,
    onRateLimitWait,
  });
}

/**
 * Every page of the listing, following `next` until the tenant omits it or sends "". A page's
 * 429 wait reaches the screen through the client's rate-limit budget (src/ui/useResumeAt.ts),
 * whoever started the request: the early first page, or a render React threw away.
 */
export function tokenExchangeProfileListOptions(
  client: ApiClient,
  take: number = LIMITS.take.default,
) {
  return infiniteQueryOptions({
    queryKey: tokenExchangeProfileKeys.list(take),
    queryFn: ({ pageParam, signal }) =>
      listTokenExchangeProfiles(client, { from: pageParam, take }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: TokenExchangeProfileList) => nextCursor(lastPage),
    // The client already retried what is safe to retry; a second layer would multiply waits.
    retry: false,
    // A stale infinite query refetches every loaded page in turn: coming back to 10,000 rows
    // would send 100 requests. The list is fresh until the user reloads, changes the page
    // size or signs out (which clears the cache).
    staleTime: Number.POSITIVE_INFINITY,
  });
}
