import { type InfiniteData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import {
  type CheckpointListing,
  listingPages,
  type PagedSearch,
  type PagedSearchInput,
  searchPages,
} from "../../api/pagedSearch";
import { nextCursor } from "../../api/schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "../../api/token-exchange-profiles/keys";
import { listTokenExchangeProfiles } from "../../api/token-exchange-profiles/list";
import { userAttributeProfileKeys } from "../../api/user-attribute-profiles/keys";
import { listUserAttributeProfiles } from "../../api/user-attribute-profiles/list";
import { matchesProfile, type NamedProfile } from "./commands";

/** Enough to choose from in a palette; more means the text is too short to choose by. */
export const MATCHES_WANTED = 8;

type ProfileSearch = PagedSearch<NamedProfile>;

/**
 * The profiles whose name or id contains the term, read page by page (src/api/pagedSearch.ts)
 * until MATCHES_WANTED are found; the palette shows no more than those. The signal stops the
 * paging when newer text supersedes this search.
 */
export async function searchProfiles(
  readPage: PagedSearchInput<NamedProfile>["readPage"],
  term: string,
  signal?: AbortSignal,
): Promise<ProfileSearch> {
  const matches = (profile: NamedProfile) => matchesProfile(profile, term);
  const found = await searchPages({ readPage, matches, wanted: MATCHES_WANTED, signal });
  return { ...found, matches: found.matches.slice(0, MATCHES_WANTED) };
}

/** Only what the palette shows is kept: a profile's whole body stays with its screen. */
const named = ({ id, name }: NamedProfile): NamedProfile => ({ id, name });

/**
 * Every profile of one kind the cache holds from a read of the whole tenant: the list screen's
 * listing read to its end, or an earlier search that reached the end.
 */
function wholeTenant<T extends { next?: string | undefined }>(
  cache: QueryClient,
  kind: ProfileKind<T>,
): readonly NamedProfile[] | undefined {
  for (const [, data] of cache.getQueriesData<InfiniteData<T>>({ queryKey: kind.keys.lists() })) {
    const last = data?.pages.at(-1);
    if (data && last !== undefined && nextCursor(last) === undefined) {
      return data.pages.flatMap(kind.profilesOf);
    }
  }
  const searches = kind.keys.searches();
  for (const [, data] of cache.getQueriesData<ProfileSearch>({ queryKey: searches })) {
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

/** The keys every resource's factory has for its listings and searches. */
interface ListingKeys {
  lists(): readonly unknown[];
  searches(): readonly unknown[];
  search(term: string): readonly unknown[];
}

/** What differs between the two kinds of profile the palette searches: T is one listed page. */
interface ProfileKind<T> {
  readonly keys: ListingKeys;
  readonly list: CheckpointListing<T>;
  readonly profilesOf: (page: T) => readonly NamedProfile[];
}

function searchOptions<T extends { next?: string | undefined }>(
  kind: ProfileKind<T>,
  client: ApiClient,
  term: string,
  cache: QueryClient,
) {
  const readPage = listingPages(client, kind.list, (page) => kind.profilesOf(page).map(named));
  return queryOptions({
    queryKey: kind.keys.search(term),
    queryFn: ({ signal }) => searchProfiles(readPage, term, signal),
    staleTime: FRESH_MS,
    // The client has retried what is safe to retry.
    retry: false,
    initialData: () => fromWhole(wholeTenant(cache, kind), term),
  });
}

const TOKEN_EXCHANGE: ProfileKind<Awaited<ReturnType<typeof listTokenExchangeProfiles>>> = {
  keys: tokenExchangeProfileKeys,
  list: listTokenExchangeProfiles,
  profilesOf: (listed) => listed.token_exchange_profiles,
};

const USER_ATTRIBUTE: ProfileKind<Awaited<ReturnType<typeof listUserAttributeProfiles>>> = {
  keys: userAttributeProfileKeys,
  list: listUserAttributeProfiles,
  profilesOf: (listed) => listed.user_attribute_profiles,
};

export function tokenExchangeSearchOptions(client: ApiClient, term: string, cache: QueryClient) {
  return searchOptions(TOKEN_EXCHANGE, client, term, cache);
}

export function attributeProfileSearchOptions(client: ApiClient, term: string, cache: QueryClient) {
  return searchOptions(USER_ATTRIBUTE, client, term, cache);
}
