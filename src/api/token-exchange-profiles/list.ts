import { infiniteQueryOptions, queryOptions, skipToken } from "@tanstack/react-query";
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
 * Every page of the listing, following `next` until the tenant omits it or sends "".
 * Each 429 wait of any page's request is written to the query cache under
 * `tokenExchangeProfileKeys.listWait(take)` (read it with `profileListWaitOptions`), for a
 * countdown: the request may be started by a render that never commits (a prefetch while React
 * holds the screen back), so a callback from that render would tell no mounted screen.
 */
export function tokenExchangeProfileListOptions(
  client: ApiClient,
  take: number = LIMITS.take.default,
) {
  return infiniteQueryOptions({
    queryKey: tokenExchangeProfileKeys.list(take),
    queryFn: ({ pageParam, signal, client: queryClient }) =>
      listTokenExchangeProfiles(
        client,
        { from: pageParam, take },
        {
          signal,
          onRateLimitWait: (wait) =>
            queryClient.setQueryData(tokenExchangeProfileKeys.listWait(take), wait.resumeAt),
        },
      ),
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

/** The listing's latest 429 wait: when its request is sent again (epoch ms). Never fetched. */
export function profileListWaitOptions(take: number) {
  return queryOptions<number, Error, number, ReturnType<typeof tokenExchangeProfileKeys.listWait>>({
    queryKey: tokenExchangeProfileKeys.listWait(take),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
