import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import { nextCursor } from "./schemas/cursor";

/**
 * A listing as one infinite query under its key: page after page from the cursor of the last,
 * until the tenant omits `next` or sends "" (TanStack Query ends a list on `undefined`).
 */
export function listingOptions<K extends QueryKey, P extends { next?: string | undefined }>(
  queryKey: K,
  readPage: (from: string | undefined, signal: AbortSignal) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: P) => nextCursor(lastPage),
  });
}

/**
 * A listing a screen shows whole, kept until the user reloads, changes what is listed or signs out
 * (which clears the cache). The client already retried what is safe to retry: a second layer
 * would multiply waits. A stale infinite query refetches every loaded page in turn: coming back
 * to 10,000 rows would send 100 requests.
 */
export function keptListingOptions<K extends QueryKey, P extends { next?: string | undefined }>(
  queryKey: K,
  readPage: (from: string | undefined, signal: AbortSignal) => Promise<P>,
) {
  return {
    ...listingOptions(queryKey, readPage),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
