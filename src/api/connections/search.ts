import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client";
import { listingPages, type PagedSearch, searchPages } from "../pagedSearch";
import type { Connection } from "../schemas/connection";
import { connectionKeys } from "./keys";
import { listConnections } from "./list";

/** Enough options to choose from; more means the name typed is too short to choose by. */
export const MATCHES_WANTED = 20;

export type ConnectionSearch = PagedSearch<Connection>;

/** A typed id is taken as it is: nothing to search for. */
export function looksLikeConnectionId(text: string): boolean {
  return /^con_/i.test(text.trim());
}

/** Part of the name or display name, in any case. */
export function matchesConnection(connection: Connection, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return (
    connection.name.toLowerCase().includes(wanted) ||
    (connection.display_name?.toLowerCase().includes(wanted) ?? false)
  );
}

/**
 * The tenant filters connections by exact name only, so a partial name is searched page by
 * page (src/api/pagedSearch.ts) until MATCHES_WANTED are found. The signal stops the paging
 * when a newer search supersedes this one.
 */
export function searchConnections(
  client: ApiClient,
  term: string,
  signal?: AbortSignal,
): Promise<ConnectionSearch> {
  return searchPages({
    readPage: listingPages(client, listConnections, (page) => page.connections),
    matches: (connection) => matchesConnection(connection, term),
    wanted: MATCHES_WANTED,
    signal,
  });
}

/** Connections change rarely; reopening the list should not read the tenant again. */
const FRESH_MS = 60_000;

export function connectionSearchOptions(client: ApiClient, term: string, cache: QueryClient) {
  const everyKey = connectionKeys.search("");
  return queryOptions({
    queryKey: connectionKeys.search(term),
    queryFn: ({ signal }) => searchConnections(client, term, signal),
    staleTime: FRESH_MS,
    // Opening the list reads it without a term; when that read reached the end of a small
    // tenant's list, every later term is filtered from it instead of read again.
    initialData: () => {
      const every = cache.getQueryData<ConnectionSearch>(everyKey);
      if (!every?.everything) return undefined;
      const matches = every.everything.filter((connection) => matchesConnection(connection, term));
      return { ...every, matches };
    },
    initialDataUpdatedAt: () => cache.getQueryState(everyKey)?.dataUpdatedAt,
  });
}
