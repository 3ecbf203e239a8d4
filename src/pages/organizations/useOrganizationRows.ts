import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiClient } from "../../api/client";
import { organizationListOptions } from "../../api/organizations/list";
import { LIMITS } from "../../api/schemas/limits";
import type { Organization } from "../../api/schemas/organization";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { useOrganizationSearch } from "./useOrganizationSearch";

const SEARCH_DELAY_MS = 250;
const EMPTY: readonly Organization[] = [];

/**
 * The rows the list shows: every page of the listing as it is scrolled, or while a filter is
 * set, what the search of the tenant has found so far.
 */
export function useOrganizationRows(client: ApiClient, filter: string, enabled: boolean) {
  const term = useDebouncedValue(filter.trim(), SEARCH_DELAY_MS);
  const listing = useInfiniteQuery({
    ...organizationListOptions(client, LIMITS.take.max),
    enabled,
  });
  const search = useOrganizationSearch(client, term, enabled);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = listing;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const all = listing.data?.pages.flatMap((page) => page.organizations) ?? EMPTY;
  return {
    filtering: term !== "",
    /** The typed filter has not settled yet. */
    settling: filter.trim() !== term,
    term,
    rows: term === "" ? all : search.matches,
    search,
    listing,
    loadMore,
  };
}
