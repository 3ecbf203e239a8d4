import { type InfiniteData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import { nextCursor } from "../../api/schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "../../api/token-exchange-profiles/keys";
import { listTokenExchangeProfiles } from "../../api/token-exchange-profiles/list";
import { userAttributeProfileKeys } from "../../api/user-attribute-profiles/keys";
import { listUserAttributeProfiles } from "../../api/user-attribute-profiles/list";
import { matchesProfile, type NamedProfile } from "./commands";

/** The tenant's largest page: fewer requests for the same profiles read. */
export const SEARCH_PAGE_SIZE = 100;
/** Enough to choose from in a palette; more means the text is too short to choose by. */
export const MATCHES_WANTED = 8;
/** At most this many pages per search, so a huge tenant costs a bounded number of requests. */
export const SEARCH_PAGE_LIMIT = 10;

export interface ProfileSearch {
  readonly matches: readonly NamedProfile[];
  /** How many profiles were read to find them. */
  readonly read: number;
  /** False when the search stopped before the end of the list. */
  readonly complete: boolean;
  /** Every profile read, when that was the whole tenant: later texts are filtered from it. */
  readonly everything?: readonly NamedProfile[];
}

interface Page {
  readonly profiles: readonly NamedProfile[];
  readonly next: string | undefined;
}

type ReadPage = (from: string | undefined, signal: AbortSignal | undefined) => Promise<Page>;

/**
 * Pages through a listing (SEARCH_PAGE_SIZE at a time) keeping the profiles whose name or id
 * contains the term, until MATCHES_WANTED are found, the list ends or SEARCH_PAGE_LIMIT pages
 * were read. The signal stops the paging when newer text supersedes this search.
 */
export async function searchPages(
  readPage: ReadPage,
  term: string,
  signal?: AbortSignal,
): Promise<ProfileSearch> {
  const everything: NamedProfile[] = [];
  let from: string | undefined;
  for (let page = 0; page < SEARCH_PAGE_LIMIT; page++) {
    const { profiles, next } = await readPage(from, signal);
    everything.push(...profiles);
    const matches = everything.filter((profile) => matchesProfile(profile, term));
    if (next === undefined) {
      return {
        matches: matches.slice(0, MATCHES_WANTED),
        read: everything.length,
        complete: true,
        everything,
      };
    }
    if (matches.length >= MATCHES_WANTED) break;
    from = next;
  }
  const matches = everything.filter((profile) => matchesProfile(profile, term));
  return { matches: matches.slice(0, MATCHES_WANTED), read: everything.length, complete: false };
}

/** Only what the palette shows is kept: a profile's whole body stays with its screen. */
const named = ({ id, name }: NamedProfile): NamedProfile => ({ id, name });

/**
 * Every profile of one kind the cache holds from a read of the whole tenant: the list screen's
 * listing read to its end, or an earlier search that reached the end.
 */
function wholeTenant<T>(
  cache: QueryClient,
  keys: { listing: readonly unknown[]; search: readonly unknown[] },
  profilesOf: (page: T) => readonly NamedProfile[],
): readonly NamedProfile[] | undefined {
  for (const [, data] of cache.getQueriesData<InfiniteData<T>>({ queryKey: keys.listing })) {
    const last = data?.pages.at(-1) as { next?: string } | undefined;
    if (data && last !== undefined && nextCursor(last) === undefined) {
      return data.pages.flatMap(profilesOf);
    }
  }
  for (const [, data] of cache.getQueriesData<ProfileSearch>({ queryKey: keys.search })) {
    if (data?.everything) return data.everything;
  }
  return undefined;
}

/** A search answered from the whole tenant already read: no request. */
function fromWhole(whole: readonly NamedProfile[] | undefined, term: string) {
  if (whole === undefined) return undefined;
  const matches = whole.filter((profile) => matchesProfile(profile, term));
  return { matches: matches.slice(0, MATCHES_WANTED), read: whole.length, complete: true };
}

/** Found profiles change only when the user reloads; a second search for a text reads nothing. */
const FRESH_MS = 60_000;

/** What differs between the two kinds of profile the palette searches. */
interface ProfileKind {
  readonly searchKey: (term: string) => readonly unknown[];
  readonly searchAll: readonly unknown[];
  /** The list screen's listing, read to its end spares the search its requests. */
  readonly listing: readonly unknown[];
  readonly list: (
    client: ApiClient,
    from: string | undefined,
    signal: AbortSignal | undefined,
  ) => Promise<{ profiles: readonly NamedProfile[]; next?: string }>;
  readonly profilesOf: (page: never) => readonly NamedProfile[];
}

function searchOptions(kind: ProfileKind, client: ApiClient, term: string, cache: QueryClient) {
  const readPage: ReadPage = async (from, signal) => {
    const page = await kind.list(client, from, signal);
    return { profiles: page.profiles.map(named), next: nextCursor(page) };
  };
  return queryOptions({
    queryKey: kind.searchKey(term),
    queryFn: ({ signal }) => searchPages(readPage, term, signal),
    staleTime: FRESH_MS,
    // The client has retried what is safe to retry.
    retry: false,
    initialData: () =>
      fromWhole(
        wholeTenant(cache, { listing: kind.listing, search: kind.searchAll }, kind.profilesOf),
        term,
      ),
  });
}

const TOKEN_EXCHANGE: ProfileKind = {
  searchKey: tokenExchangeProfileKeys.search,
  searchAll: tokenExchangeProfileKeys.searches(),
  listing: tokenExchangeProfileKeys.lists(),
  list: async (client, from, signal) => {
    const page = await listTokenExchangeProfiles(
      client,
      { from, take: SEARCH_PAGE_SIZE },
      { signal },
    );
    return { profiles: page.token_exchange_profiles, next: page.next };
  },
  profilesOf: (page: { token_exchange_profiles: NamedProfile[] }) => page.token_exchange_profiles,
};

const USER_ATTRIBUTE: ProfileKind = {
  searchKey: userAttributeProfileKeys.search,
  searchAll: userAttributeProfileKeys.searches(),
  listing: userAttributeProfileKeys.lists(),
  list: async (client, from, signal) => {
    const page = await listUserAttributeProfiles(
      client,
      { from, take: SEARCH_PAGE_SIZE },
      { signal },
    );
    return { profiles: page.user_attribute_profiles, next: page.next };
  },
  profilesOf: (page: { user_attribute_profiles: NamedProfile[] }) => page.user_attribute_profiles,
};

export function tokenExchangeSearchOptions(client: ApiClient, term: string, cache: QueryClient) {
  return searchOptions(TOKEN_EXCHANGE, client, term, cache);
}

export function attributeProfileSearchOptions(client: ApiClient, term: string, cache: QueryClient) {
  return searchOptions(USER_ATTRIBUTE, client, term, cache);
}
