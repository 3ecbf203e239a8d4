import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client";
import type { Connection } from "../schemas/connection";
import { nextCursor } from "../schemas/tokenExchangeProfile";
import { connectionKeys } from "./keys";
import { listConnections } from "./list";

/** The tenant's largest page: fewer requests for the same connections read. */
export const SEARCH_PAGE_SIZE = 100;
/** Enough options to choose from; more means the name typed is too short to choose by. */
export const MATCHES_WANTED = 20;
/** At most this many pages per search, so a huge tenant costs a bounded number of requests. */
export const SEARCH_PAGE_LIMIT = 10;

export interface ConnectionSearch {
  readonly matches: readonly Connection[];
  /** How many connections were read to find them. */
  readonly read: number;
  /** False when the search stopped before the end of the list. */
  readonly complete: boolean;
}

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
 * The tenant filters connections by exact name only, so a partial name is searched by paging
 * through the list (SEARCH_PAGE_SIZE at a time) and filtering here, until MATCHES_WANTED are
 * found, the list ends or SEARCH_PAGE_LIMIT pages were read. The signal stops the paging when a
 * newer search supersedes this one.
 */
export async function searchConnections(
  client: ApiClient,
  term: string,
  signal?: AbortSignal,
): Promise<ConnectionSearch> {
  const matches: Connection[] = [];
  let read = 0;
  let from: string | undefined;
  for (let page = 0; page < SEARCH_PAGE_LIMIT; page++) {
    const list = await listConnections(client, { from, take: SEARCH_PAGE_SIZE }, { signal });
    read += list.connections.length;
    matches.push(...list.connections.filter((connection) => matchesConnection(connection, term)));
    from = nextCursor(list);
    if (from === undefined) return { matches, read, complete: true };
    if (matches.length >= MATCHES_WANTED) break;
  }
  return { matches, read, complete: false };
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
      if (!every?.complete) return undefined;
      const matches = every.matches.filter((connection) => matchesConnection(connection, term));
      return { ...every, matches };
    },
    initialDataUpdatedAt: () => cache.getQueryState(everyKey)?.dataUpdatedAt,
  });
}
