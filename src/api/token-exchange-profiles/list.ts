import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { listingOptions } from "../listingOptions";
import { operation } from "../operation";
import {
  type TokenExchangeProfileListQuery,
  tokenExchangeProfileListQuerySchema,
  tokenExchangeProfileListSchema,
} from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "./keys";

/** GET /token-exchange-profiles: one page. A `take` outside 1–100 is a ZodError, never sent. */
export const listTokenExchangeProfiles = operation((input: TokenExchangeProfileListQuery) => ({
  method: "GET",
  path: apiPath`/token-exchange-profiles`,
  query: tokenExchangeProfileListQuerySchema.parse(input),
  schema: tokenExchangeProfileListSchema,
}));

/**
 * Every page of the listing, `take` (the screen's page size) at a time. A page's 429 wait
 * reaches the screen through the client's rate-limit budget (src/ui/useResumeAt.ts), whoever
 * started the request: the early first page, or a render React threw away.
 */
export function tokenExchangeProfileListOptions(client: ApiClient, take: number) {
  return {
    ...listingOptions(tokenExchangeProfileKeys.list(take), (from, signal) =>
      listTokenExchangeProfiles(client, { from, take }, { signal }),
    ),
    // The client already retried what is safe to retry; a second layer would multiply waits.
    retry: false,
    // A stale infinite query refetches every loaded page in turn: coming back to 10,000 rows
    // would send 100 requests. The list is fresh until the user reloads, changes the page
    // size or signs out (which clears the cache).
    staleTime: Number.POSITIVE_INFINITY,
  };
}
