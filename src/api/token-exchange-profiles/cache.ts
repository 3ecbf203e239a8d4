import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { historyChanged } from "../history/cache";
import {
  nextCursor,
  type TokenExchangeProfile,
  type TokenExchangeProfileList,
} from "../schemas/tokenExchangeProfile";
import { deletedProfilesOptions } from "./deleted";
import { tokenExchangeProfileKeys } from "./keys";

type Pages = InfiniteData<TokenExchangeProfileList, string | undefined>;

/** Applies `change` to every loaded listing (one per page size), keeping the pages it holds. */
function updateLists(cache: QueryClient, change: (data: Pages) => Pages): void {
  cache.setQueriesData<Pages>({ queryKey: tokenExchangeProfileKeys.lists() }, (data) =>
    data === undefined ? data : change(data),
  );
}

const mapPages = (data: Pages, map: (page: TokenExchangeProfileList) => TokenExchangeProfileList) =>
  ({ ...data, pages: data.pages.map(map) }) satisfies Pages;

/**
 * A write changed what the palette's searches found: they read again when next asked. The lists
 * are updated in place instead, so a long list does not start again from its first page.
 */
function forgetSearches(cache: QueryClient): void {
  cache.removeQueries({ queryKey: tokenExchangeProfileKeys.searches() });
}

/** A create or a delete changes how many profiles the tenant holds: New profile asks again. */
function forgetRoom(cache: QueryClient): void {
  cache.removeQueries({ queryKey: tokenExchangeProfileKeys.room() });
}

/**
 * A created profile is listed after all others: it joins a listing read to its end, and a
 * listing with pages still to read meets it on its last page, so it is not added there twice.
 */
export function profileCreated(cache: QueryClient, profile: TokenExchangeProfile): void {
  cache.setQueryData(tokenExchangeProfileKeys.detail(profile.id), profile);
  updateLists(cache, (data) => {
    const last = data.pages.at(-1);
    if (last === undefined || nextCursor(last) !== undefined) return data;
    const pages = [...data.pages];
    pages[pages.length - 1] = {
      ...last,
      token_exchange_profiles: [...last.token_exchange_profiles, profile],
    };
    return { ...data, pages };
  });
  forgetSearches(cache);
  forgetRoom(cache);
}

/** A saved profile keeps its place in the listing: its row shows the new values. */
export function profileUpdated(cache: QueryClient, profile: TokenExchangeProfile): void {
  cache.setQueryData(tokenExchangeProfileKeys.detail(profile.id), profile);
  historyChanged(cache, "token_exchange_profile", profile.id);
  updateLists(cache, (data) =>
    mapPages(data, (page) => ({
      ...page,
      token_exchange_profiles: page.token_exchange_profiles.map((row) =>
        row.id === profile.id ? profile : row,
      ),
    })),
  );
  forgetSearches(cache);
}

/** A deleted profile leaves every listing; the cursors after it still continue (tenant/README). */
export function profileDeleted(cache: QueryClient, id: string): void {
  cache.setQueryData(deletedProfilesOptions().queryKey, (ids = []) => [...ids, id]);
  cache.removeQueries({ queryKey: tokenExchangeProfileKeys.detail(id), exact: true });
  updateLists(cache, (data) =>
    mapPages(data, (page) => ({
      ...page,
      token_exchange_profiles: page.token_exchange_profiles.filter((row) => row.id !== id),
    })),
  );
  forgetSearches(cache);
  forgetRoom(cache);
}
