import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { SEARCH_PAGE_LIMIT } from "../../api/pagedSearch";
import { callOf, jsonResponse, profileJson, setup } from "../../api/testFetch";
import { tokenExchangeProfileKeys } from "../../api/token-exchange-profiles/keys";
import { MATCHES_WANTED, searchProfiles, tokenExchangeSearchOptions } from "./profileSearch";

const page = (from: number, count: number, next?: string) => ({
  items: Array.from({ length: count }, (_, n) => ({
    id: `tep_${String(from + n).padStart(16, "0")}`,
    name: `profile ${from + n}`,
  })),
  next,
});

describe("searching profiles page by page", () => {
  it("reads on until the list ends and says the whole tenant was read", async () => {
    const readPage = vi
      .fn()
      .mockResolvedValueOnce(page(0, 100, "c2"))
      .mockResolvedValueOnce(page(100, 20));
    const found = await searchProfiles(readPage, "profile 11");
    expect(found.complete).toBe(true);
    expect(found.read).toBe(120);
    expect(found.matches.map((profile) => profile.name)).toEqual([
      "profile 11",
      "profile 110",
      "profile 111",
      "profile 112",
      "profile 113",
      "profile 114",
      "profile 115",
      "profile 116",
    ]);
    expect(found.everything).toHaveLength(120);
    expect(readPage).toHaveBeenNthCalledWith(2, "c2", undefined);
  });

  it("stops once enough match, or after its page limit, and says it stopped", async () => {
    const enough = vi.fn().mockResolvedValue(page(0, 100, "more"));
    const found = await searchProfiles(enough, "profile");
    expect(enough).toHaveBeenCalledOnce();
    expect(found).toMatchObject({ complete: false, read: 100 });
    expect(found.matches).toHaveLength(MATCHES_WANTED);
    expect(found.everything).toBeUndefined();

    const none = vi.fn().mockResolvedValue(page(0, 100, "more"));
    const nothing = await searchProfiles(none, "zz");
    expect(none).toHaveBeenCalledTimes(SEARCH_PAGE_LIMIT);
    expect(nothing).toMatchObject({ complete: false, read: 100 * SEARCH_PAGE_LIMIT, matches: [] });
  });

  it("reads 100 a time from the tenant and answers later texts from a whole read", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { token_exchange_profiles: [profileJson(1), profileJson(2)] }),
    ]);
    const cache = new QueryClient();
    const first = await cache.fetchQuery(tokenExchangeSearchOptions(client, "profile", cache));
    expect(first.matches).toHaveLength(2);
    expect(new URL(callOf(fetch).url).searchParams.get("take")).toBe("100");

    const later = tokenExchangeSearchOptions(client, "profile 2", cache);
    const answered = await cache.fetchQuery(later);
    expect(answered.matches.map((profile) => profile.name)).toEqual(["profile 2"]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("answers from the list screen's listing when it was read to its end", async () => {
    const { client, fetch } = setup([]);
    const cache = new QueryClient();
    cache.setQueryData(tokenExchangeProfileKeys.list(50), {
      pages: [{ token_exchange_profiles: [profileJson(7, { name: "Seven" })] }],
      pageParams: [undefined],
    });
    const found = await cache.fetchQuery(tokenExchangeSearchOptions(client, "seven", cache));
    expect(found).toMatchObject({ complete: true, read: 1 });
    expect(found.matches.map((profile) => profile.id)).toEqual(["tep_0000000000000007"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
