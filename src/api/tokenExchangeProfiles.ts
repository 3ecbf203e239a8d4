import { infiniteQueryOptions } from "@tanstack/react-query";
import type { RateLimitWait } from "./apiEvents";
import { apiPath } from "./apiPath";
import type { ApiClient, RequestOptions } from "./client";
import { LIMITS } from "./schemas/limits";
import {
  nextCursor,
  type TokenExchangeProfileList,
  type TokenExchangeProfileListQuery,
  tokenExchangeProfileListQuerySchema,
  tokenExchangeProfileListSchema,
} from "./schemas/tokenExchangeProfile";

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
 * Keys of the profile cache. The list is an infinite query; its key says so, because a plain
 * query under the same key would find pages where it expects one list, and break.
 */
export const profileKeys = {
  all: ["token-exchange-profiles"] as const,
  lists: () => [...profileKeys.all, "list"] as const,
  list: (take: number) => [...profileKeys.lists(), "infinite", { take }] as const,
};

/**
 * Every page of the listing, following `next` until the tenant omits it or sends "".
 * `onRateLimitWait` hears each 429 wait of any page's request, for a countdown.
 */
export function profileListOptions(
  client: ApiClient,
  take: number = LIMITS.take.default,
  onRateLimitWait?: (wait: RateLimitWait) => void,
) {
  return infiniteQueryOptions({
    queryKey: profileKeys.list(take),
    queryFn: ({ pageParam, signal }) =>
      listTokenExchangeProfiles(client, { from: pageParam, take }, { signal, onRateLimitWait }),
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
