import type { ApiClient } from "./client";
import type { Operation } from "./operation";
import { LIMITS } from "./schemas/limits";
import { nextCursor } from "./schemas/tokenExchangeProfile";

/** The tenant's largest page: fewer requests for the same items read. */
export const SEARCH_PAGE_SIZE = LIMITS.take.max;
/** At most this many pages per search, so a huge tenant costs a bounded number of requests. */
export const SEARCH_PAGE_LIMIT = 10;

/** One page of a listing, as its operation answers. */
export interface SearchPage<T> {
  readonly items: readonly T[];
  readonly next?: string | undefined;
}

export interface PagedSearch<T> {
  /** Every item read that matches, in the listing's order. */
  readonly matches: readonly T[];
  /** How many items were read to find them. */
  readonly read: number;
  /** False when the search stopped before the end of the listing. */
  readonly complete: boolean;
  /** Every item read, when that was the whole listing: later terms can be filtered from it. */
  readonly everything?: readonly T[];
}

export interface PagedSearchInput<T> {
  /** SEARCH_PAGE_SIZE items from the cursor (undefined for the first page). */
  readonly readPage: (from: string | undefined, signal?: AbortSignal) => Promise<SearchPage<T>>;
  readonly matches: (item: T) => boolean;
  /** Enough matches to stop reading at. */
  readonly wanted: number;
  /** Stops the paging, when a newer search supersedes this one. */
  readonly signal?: AbortSignal | undefined;
}

/** A checkpoint listing's operation, as a search reads it. */
export type CheckpointListing<P> = Operation<{ from: string | undefined; take: number }, P>;

/** Pages of a checkpoint listing for searchPages: SEARCH_PAGE_SIZE a page, `itemsOf` each page. */
export function listingPages<P extends { next?: string | undefined }, T>(
  client: ApiClient,
  list: CheckpointListing<P>,
  itemsOf: (page: P) => readonly T[],
): PagedSearchInput<T>["readPage"] {
  return async (from, signal) => {
    const page = await list(client, { from, take: SEARCH_PAGE_SIZE }, { signal });
    return { items: itemsOf(page), next: page.next };
  };
}

/** One page of an offset listing answered with `include_totals=true`. */
interface OffsetPage<T> {
  readonly start: number;
  readonly total: number;
  readonly items: readonly T[];
}

/** An offset listing goes on past the first 1,000 records, which no request can reach. */
export class BeyondReach extends Error {
  constructor() {
    super(`Only the first ${LIMITS.offset.reachableRecords} records of this listing can be read`);
    this.name = "BeyondReach";
  }
}

/**
 * Pages of an offset listing for searchPages, SEARCH_PAGE_SIZE a page: the page number stands
 * for the cursor. Past the first 1,000 records (the most an offset listing lets anyone reach,
 * lifecycle-operations.md "Offset paging") a search cannot say it read everything, so a
 * listing that goes on there rejects with BeyondReach instead of ending.
 */
export function offsetPages<T>(
  readOffset: (page: number, signal?: AbortSignal) => Promise<OffsetPage<T>>,
): PagedSearchInput<T>["readPage"] {
  return async (from, signal) => {
    const page = from === undefined ? 0 : Number(from);
    if ((page + 1) * SEARCH_PAGE_SIZE > LIMITS.offset.reachableRecords) throw new BeyondReach();
    const read = await readOffset(page, signal);
    const more = read.items.length > 0 && read.start + read.items.length < read.total;
    return { items: read.items, next: more ? String(page + 1) : undefined };
  };
}

/**
 * The pages of a listing from the cursor `from` (undefined for the first) to its end: the one way
 * this console pages through a listing, whether a search stops early (searchPages) or reads on to
 * the end (src/api/listingReader.ts). The signal is checked before each page and after it: a
 * page that arrives once the search was stopped is not one it read.
 */
export async function* pagesFrom<T>(
  readPage: PagedSearchInput<T>["readPage"],
  from: string | undefined,
  signal?: AbortSignal,
): AsyncGenerator<SearchPage<T> & { readonly from: string | undefined }> {
  let cursor = from;
  for (;;) {
    signal?.throwIfAborted();
    const page = await readPage(cursor, signal);
    signal?.throwIfAborted();
    yield { ...page, from: cursor };
    cursor = nextCursor(page);
    if (cursor === undefined) return;
  }
}

/**
 * Page through a listing until found: the tenant filters most listings by exact values only,
 * so a part of a name is searched by reading pages and keeping what matches, until `wanted`
 * match, the listing ends or SEARCH_PAGE_LIMIT pages were read.
 */
export async function searchPages<T>({
  readPage,
  matches: isMatch,
  wanted,
  signal,
}: PagedSearchInput<T>): Promise<PagedSearch<T>> {
  const everything: T[] = [];
  const matches: T[] = [];
  let pages = 0;
  for await (const read of pagesFrom(readPage, undefined, signal)) {
    everything.push(...read.items);
    matches.push(...read.items.filter(isMatch));
    if (nextCursor(read) === undefined) {
      return { matches, read: everything.length, complete: true, everything };
    }
    pages += 1;
    if (matches.length >= wanted || pages >= SEARCH_PAGE_LIMIT) break;
  }
  return { matches, read: everything.length, complete: false };
}
