import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiClient } from "../../api/client";
import { organizationMemberListOptions } from "../../api/organization-members/list";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { useMemberSearch } from "./useMemberSearch";

const SEARCH_DELAY_MS = 250;
const EMPTY: readonly OrganizationMember[] = [];

/**
 * The rows the Members region shows: every page of the list as it is scrolled, or while a
 * filter is set, what the search of every member has found so far.
 */
export function useMemberRows(
  client: ApiClient,
  organizationId: string,
  filter: string,
  enabled: boolean,
  /** Each member's roles come with them (the token may read them). */
  withRoles = false,
) {
  const term = useDebouncedValue(filter.trim(), SEARCH_DELAY_MS);
  const listing = useInfiniteQuery({
    ...organizationMemberListOptions(client, organizationId, withRoles),
    enabled,
  });
  const search = useMemberSearch(client, organizationId, term, enabled, withRoles);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = listing;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const loaded = listing.data?.pages.flatMap((page) => page.members) ?? EMPTY;
  return {
    filtering: term !== "",
    /** The typed filter has not settled yet. */
    settling: filter.trim() !== term,
    term,
    loaded,
    rows: term === "" ? loaded : search.matches,
    search,
    listing,
    loadMore,
  };
}
