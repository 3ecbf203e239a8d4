import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  type TokenExchangeProfile,
  type TokenExchangeProfileList,
  tokenExchangeProfileSchema,
} from "../schemas/tokenExchangeProfile";
import { profileJson } from "../testFetch";
import { profileCreated, profileDeleted, profileUpdated } from "./cache";
import { deletedProfilesOptions } from "./deleted";
import { tokenExchangeProfileKeys } from "./keys";

type Pages = InfiniteData<TokenExchangeProfileList, string | undefined>;
const profile = (n: number, overrides = {}): TokenExchangeProfile =>
  tokenExchangeProfileSchema.parse(profileJson(n, overrides));

function cacheWith(pages: TokenExchangeProfileList[]) {
  const cache = new QueryClient();
  const data: Pages = { pages, pageParams: pages.map((_, i) => (i === 0 ? undefined : `c${i}`)) };
  cache.setQueryData(tokenExchangeProfileKeys.list(2), data);
  cache.setQueryData(tokenExchangeProfileKeys.search("profile"), { matches: [] });
  const ids = () =>
    cache
      .getQueryData<Pages>(tokenExchangeProfileKeys.list(2))
      ?.pages.map((page) => page.token_exchange_profiles.map((p) => p.id.slice(-2)));
  return { cache, ids };
}

describe("the list cache after a write", () => {
  it("keeps every loaded page, the new profile joining the end of a list read to its end", () => {
    const { cache, ids } = cacheWith([
      { token_exchange_profiles: [profile(1), profile(2)], next: "c1" },
      { token_exchange_profiles: [profile(3)] },
    ]);
    profileCreated(cache, profile(9));
    expect(ids()).toEqual([
      ["01", "02"],
      ["03", "09"],
    ]);
    expect(cache.getQueryData(tokenExchangeProfileKeys.detail(profile(9).id))).toEqual(profile(9));
    // What a search found no longer holds.
    expect(cache.getQueryData(tokenExchangeProfileKeys.search("profile"))).toBeUndefined();
  });

  it("leaves a created profile to the pages still to read, so it is not listed twice", () => {
    const { cache, ids } = cacheWith([
      { token_exchange_profiles: [profile(1), profile(2)], next: "c1" },
    ]);
    profileCreated(cache, profile(9));
    expect(ids()).toEqual([["01", "02"]]);
  });

  it("shows a saved profile in its place", () => {
    const { cache } = cacheWith([
      { token_exchange_profiles: [profile(1), profile(2)], next: "c1" },
      { token_exchange_profiles: [profile(3)] },
    ]);
    profileUpdated(cache, profile(2, { name: "Renamed" }));
    const pages = cache.getQueryData<Pages>(tokenExchangeProfileKeys.list(2))?.pages;
    expect(pages?.[0]?.token_exchange_profiles.map((p) => p.name)).toEqual([
      "profile 1",
      "Renamed",
    ]);
    expect(pages).toHaveLength(2);
  });

  it("takes a deleted profile out of its page and forgets its details", () => {
    const { cache, ids } = cacheWith([
      { token_exchange_profiles: [profile(1), profile(2)], next: "c1" },
      { token_exchange_profiles: [profile(3)] },
    ]);
    cache.setQueryData(tokenExchangeProfileKeys.detail(profile(2).id), profile(2));
    profileDeleted(cache, profile(2).id);
    expect(ids()).toEqual([["01"], ["03"]]);
    expect(cache.getQueryData(tokenExchangeProfileKeys.detail(profile(2).id))).toBeUndefined();
    expect(cache.getQueryData(deletedProfilesOptions().queryKey)).toEqual([profile(2).id]);
  });

  it("asks again whether the tenant has room after a create or a delete", () => {
    for (const write of [
      (cache: QueryClient) => profileCreated(cache, profile(3)),
      (cache: QueryClient) => profileDeleted(cache, profile(1).id),
    ]) {
      const { cache } = cacheWith([{ token_exchange_profiles: [profile(1)] }]);
      cache.setQueryData(tokenExchangeProfileKeys.room(), false);
      write(cache);
      expect(cache.getQueryData(tokenExchangeProfileKeys.room())).toBeUndefined();
    }
  });
});
