// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "./client";
import {
  BeyondReach,
  listingPages,
  offsetPages,
  SEARCH_PAGE_LIMIT,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  searchPages,
} from "./pagedSearch";

/** `count` names from `first` on, and the cursor of the page after, if any. */
const page = (first: number, count: number, next?: string): SearchPage<string> => ({
  items: Array.from({ length: count }, (_, n) => `item ${first + n}`),
  next,
});

const containing = (part: string) => (item: string) => item.includes(part);

describe("searchPages", () => {
  it("reads on from each cursor until the listing ends, and keeps the whole listing read", async () => {
    const readPage = vi
      .fn()
      .mockResolvedValueOnce(page(0, 100, "c1"))
      .mockResolvedValueOnce(page(100, 20, ""));
    const found = await searchPages({ readPage, matches: containing("item 11"), wanted: 50 });
    expect(found).toMatchObject({ complete: true, read: 120 });
    expect(found.matches).toEqual([
      "item 11",
      ...Array.from({ length: 10 }, (_, n) => `item ${110 + n}`),
    ]);
    expect(found.everything).toHaveLength(120);
    expect(readPage.mock.calls.map(([from]) => from)).toEqual([undefined, "c1"]);
  });

  it("stops after the page that brings enough matches, and says the listing was not read to its end", async () => {
    const readPage = vi.fn().mockResolvedValue(page(0, 30, "more"));
    const found = await searchPages({ readPage, matches: containing("item"), wanted: 20 });
    expect(readPage).toHaveBeenCalledOnce();
    expect(found).toEqual({ matches: page(0, 30).items, read: 30, complete: false });
  });

  it(`reads at most ${SEARCH_PAGE_LIMIT} pages for what is nowhere`, async () => {
    const readPage = vi.fn().mockResolvedValue(page(0, 100, "more"));
    const found = await searchPages({ readPage, matches: containing("zz"), wanted: 1 });
    expect(readPage).toHaveBeenCalledTimes(SEARCH_PAGE_LIMIT);
    expect(found).toEqual({ matches: [], read: 100 * SEARCH_PAGE_LIMIT, complete: false });
  });

  it("reads no further page once its signal aborts", async () => {
    const controller = new AbortController();
    const readPage = vi.fn(async () => {
      controller.abort();
      return page(0, 1, "more");
    });
    const search = searchPages({
      readPage,
      matches: containing("zz"),
      wanted: 1,
      signal: controller.signal,
    });
    await expect(search).rejects.toThrow();
    expect(readPage).toHaveBeenCalledOnce();
  });
});

describe("listingPages", () => {
  it("reads the largest page from the cursor with the search's signal, and picks its items", async () => {
    const list = vi.fn(async () => ({ things: ["a", "b"], next: "c2" }));
    const client = {} as ApiClient;
    const signal = new AbortController().signal;
    const readPage = listingPages(client, list, (listed) => listed.things);
    await expect(readPage("c1", signal)).resolves.toEqual({ items: ["a", "b"], next: "c2" });
    expect(list).toHaveBeenCalledWith(client, { from: "c1", take: SEARCH_PAGE_SIZE }, { signal });
  });
});

describe("offsetPages", () => {
  const listing = (total: number) => async (page: number) => {
    const start = page * SEARCH_PAGE_SIZE;
    const count = Math.max(0, Math.min(SEARCH_PAGE_SIZE, total - start));
    return { start, total, items: Array.from({ length: count }, (_, i) => start + i) };
  };

  it("reads an offset listing to its total, a page number standing for the cursor", async () => {
    const found = await searchPages({
      readPage: offsetPages(listing(250)),
      matches: (n) => n === 249,
      wanted: 1,
    });
    expect(found).toMatchObject({ matches: [249], read: 250, complete: true });
  });

  it("never says it read everything of a listing that goes on past the first 1,000", async () => {
    const found = await searchPages({
      readPage: offsetPages(listing(1500)),
      matches: () => false,
      wanted: 1,
    });
    expect(found).toMatchObject({ read: 1000, complete: false });
    const readPage = offsetPages(listing(1500));
    await expect(readPage("10")).rejects.toBeInstanceOf(BeyondReach);
  });
});
