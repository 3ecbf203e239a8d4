import { useInfiniteQuery, usePrefetchInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ApiClient } from "../../../api/client";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "../../../api/token-exchange-profiles/keys";
import { tokenExchangeProfileListOptions } from "../../../api/token-exchange-profiles/list";
import { useResumeAt } from "../../../ui/useResumeAt";
import { isCursorRejection } from "./cursorRejection";

interface LoadMoreFailure {
  error: unknown;
  /** The tenant refused the cursor again right after a restart: only a manual restart helps. */
  cursorRejected: boolean;
}

export interface TokenExchangeProfilePages {
  profiles: readonly TokenExchangeProfile[];
  /** No page has arrived yet, none has failed, and the user has not cancelled the wait. */
  pending: boolean;
  /** The user cancelled the first page's request; nothing loads until retry(). */
  cancelled: boolean;
  /** Aborts the first page's request (its fetch gets the abort), e.g. when the tenant hangs. */
  cancel(): void;
  /** The first page failed: nothing to show but the error. */
  firstPageError: unknown;
  /** Pages are loaded but the next one (or a refetch) failed. */
  loadMoreFailure: LoadMoreFailure | null;
  hasMore: boolean;
  fetching: boolean;
  /** Asks for the next page unless one is on its way or the last one failed. */
  loadMore(): void;
  /** Sends the failed request again: the same `from`, so nothing is skipped or repeated. */
  retry(): void;
  /** Drops every page and starts again from the first. */
  restart(): void;
  /** How many times the list restarted by itself because its cursor was refused. */
  automaticRestarts: number;
  /** While a page's request waits out a 429: when it is sent again (epoch ms). */
  resumeAt: number | undefined;
}

export function useTokenExchangeProfilePages(
  client: ApiClient,
  take: number,
): TokenExchangeProfilePages {
  const queryClient = useQueryClient();
  const options = tokenExchangeProfileListOptions(client, take);
  // Starts the first request while the screen renders, not once it commits: React holds back
  // revealing a lazy screen for a moment, and the request need not wait for that.
  usePrefetchInfiniteQuery(options);
  const query = useInfiniteQuery(options);
  const { data, error, isError, isFetching, isFetchNextPageError, hasNextPage } = query;
  const { fetchNextPage, refetch } = query;
  // A request cancelled during its wait is not sent again: no longer fetching, nothing to show.
  const resumeAt = useResumeAt(client.rateLimitBudget, isFetching);

  // One automatic restart per stretch of progress: a tenant that refuses every cursor at once
  // (a clock far off, say) would otherwise restart the list forever. This holds the page size
  // whose restart is spent, so another page size starts armed.
  const [restartSpentFor, setRestartSpentFor] = useState<number | null>(null);
  const restartArmed = restartSpentFor !== take;
  const [automaticRestarts, setAutomaticRestarts] = useState(0);
  const [cancelRequested, setCancelRequested] = useState(false);
  const pageCount = data?.pages.length ?? 0;
  const cursorRejected =
    isError && data !== undefined && isCursorRejection(error, isFetchNextPageError);

  const restart = useCallback(() => {
    void queryClient.resetQueries({ queryKey: tokenExchangeProfileKeys.list(take), exact: true });
  }, [queryClient, take]);

  useEffect(() => {
    if (pageCount >= 2) setRestartSpentFor(null);
  }, [pageCount]);

  useEffect(() => {
    if (!cursorRejected || !restartArmed) return;
    setRestartSpentFor(take);
    setAutomaticRestarts((count) => count + 1);
    restart();
  }, [cursorRejected, restartArmed, restart, take]);

  const profiles = useMemo(
    () => data?.pages.flatMap((page) => page.token_exchange_profiles) ?? [],
    [data],
  );

  const loadMoreFailure: LoadMoreFailure | null =
    isError && data !== undefined && !(cursorRejected && restartArmed)
      ? { error, cursorRejected }
      : null;

  // Cancelling puts a query without data back to "pending, not fetching": that is not a load.
  const cancelled = cancelRequested && data === undefined && !isError && !isFetching;

  return {
    profiles,
    pending: data === undefined && !isError && !cancelled,
    cancelled,
    cancel: () => {
      setCancelRequested(true);
      void queryClient.cancelQueries({
        queryKey: tokenExchangeProfileKeys.list(take),
        exact: true,
      });
    },
    firstPageError: data === undefined && isError ? error : null,
    loadMoreFailure,
    hasMore: hasNextPage,
    fetching: isFetching,
    loadMore: () => {
      if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
    },
    retry: () => {
      setCancelRequested(false);
      if (data === undefined || !isFetchNextPageError) void refetch();
      else void fetchNextPage({ cancelRefetch: false });
    },
    restart,
    automaticRestarts,
    resumeAt,
  };
}
