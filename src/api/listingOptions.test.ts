import { describe, expect, it, vi } from "vitest";
import { keptListingOptions } from "./listingOptions";

describe("keptListingOptions", () => {
  it("pages from the last page's cursor, never goes stale and adds no retries", async () => {
    const readPage = vi.fn(async () => ({ items: [1], next: "c2" }));
    const options = keptListingOptions(["things", "list"] as const, readPage);
    expect(options.queryKey).toEqual(["things", "list"]);
    expect(options.retry).toBe(false);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    const nextFrom = (last: { items: number[]; next: string }) =>
      options.getNextPageParam(last, [last], undefined, [undefined]);
    expect(nextFrom({ items: [1], next: "c2" })).toBe("c2");
    expect(nextFrom({ items: [1], next: "" })).toBeUndefined();
  });
});
