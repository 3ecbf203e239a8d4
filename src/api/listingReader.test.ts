// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  createListingReader,
  type ListingRead,
  type ListingReader,
  type ReadKeeper,
} from "./listingReader";
import type { SearchPage } from "./pagedSearch";

/** `count` names from `first` on, and the cursor of the page after, if any. */
const page = (first: number, count: number, next?: string): SearchPage<string> => ({
  items: Array.from({ length: count }, (_, n) => `item ${first + n}`),
  next,
});

/** A listing of `pages` pages of 100, whose page n is read from cursor `c{n}`. */
function listing(pages: number) {
  return vi.fn(async (from: string | undefined) => {
    const n = from === undefined ? 0 : Number(from.slice(1));
    return page(n * 100, 100, n + 1 < pages ? `c${n + 1}` : undefined);
  });
}

function keeper(initial?: ListingRead<string>): ReadKeeper<string> & { saved: number[] } {
  let read = initial;
  const saved: number[] = [];
  return {
    saved,
    get: () => read,
    set: (next) => {
      read = next;
      saved.push(next.items.length);
    },
  };
}

/** Resolves once the reader has stopped reading. */
function settled(reader: ListingReader) {
  return vi.waitFor(() => expect(reader.status().reading).toBe(false));
}

const FRESH_MS = 60_000;

describe("createListingReader", () => {
  it("reads one page after another to the end, keeping each as it arrives", async () => {
    const readPage = listing(3);
    const kept = keeper();
    const reader = createListingReader({ readPage, keeper: kept, freshMs: FRESH_MS, now: () => 0 });
    reader.hold();
    expect(reader.status().reading).toBe(true);
    await settled(reader);
    expect(readPage.mock.calls.map(([from]) => from)).toEqual([undefined, "c1", "c2"]);
    expect(kept.saved).toEqual([100, 200, 300]);
    expect(kept.get()).toMatchObject({ complete: true, next: undefined });
  });

  it("stops reading when let go, and the next hold reads on from the page after the last kept", async () => {
    const kept = keeper();
    let release = () => {};
    const readPage = vi.fn(async (from: string | undefined) => {
      // Let go while the second page is on its way: it is not kept.
      if (from === "c1") release();
      return listing(5)(from);
    });
    const reader = createListingReader({ readPage, keeper: kept, freshMs: FRESH_MS, now: () => 0 });
    release = reader.hold();
    await settled(reader);
    expect(kept.get()).toMatchObject({ complete: false, next: "c1" });
    expect(kept.get()?.items).toHaveLength(100);
    expect(reader.status().error).toBeUndefined();

    reader.hold();
    await settled(reader);
    expect(readPage.mock.calls.map(([from]) => from)).toEqual([
      undefined,
      "c1",
      "c1",
      "c2",
      "c3",
      "c4",
    ]);
    expect(kept.get()?.items).toHaveLength(500);
  });

  it("keeps reading while another search still holds it", async () => {
    const readPage = listing(2);
    const reader = createListingReader({
      readPage,
      keeper: keeper(),
      freshMs: FRESH_MS,
      now: () => 0,
    });
    const palette = reader.hold();
    reader.hold();
    palette();
    await settled(reader);
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it("answers from a whole read younger than freshMs without a request", async () => {
    const whole = { items: ["a"], next: undefined, complete: true, since: 1_000 };
    const readPage = listing(1);
    const reader = createListingReader({
      readPage,
      keeper: keeper(whole),
      freshMs: FRESH_MS,
      now: () => 1_000 + FRESH_MS - 1,
    });
    reader.hold();
    expect(reader.status().reading).toBe(false);
    expect(readPage).not.toHaveBeenCalled();
  });

  it("reads an older whole read again aside, and replaces it only once the new one is whole", async () => {
    const old = { items: ["gone"], next: undefined, complete: true, since: 0 };
    const kept = keeper(old);
    const seen: (number | undefined)[] = [];
    const readPage = vi.fn(async (from: string | undefined) => {
      // Between pages, searches still read the old one.
      expect(kept.get()).toBe(old);
      seen.push(reader.status().refreshed);
      return listing(2)(from);
    });
    const reader = createListingReader({
      readPage,
      keeper: kept,
      freshMs: FRESH_MS,
      now: () => FRESH_MS,
    });
    reader.hold();
    await settled(reader);
    expect(seen).toEqual([0, 100]);
    expect(kept.get()).toMatchObject({ complete: true, since: FRESH_MS });
    expect(kept.get()?.items).toHaveLength(200);
  });

  it("says why reading failed, keeps what it read, and tries again from there on the next hold", async () => {
    const kept = keeper();
    const failure = new Error("tenant down");
    const readPage = vi
      .fn()
      .mockResolvedValueOnce(page(0, 100, "c1"))
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(page(100, 10));
    const reader = createListingReader({ readPage, keeper: kept, freshMs: FRESH_MS, now: () => 0 });
    reader.hold();
    await settled(reader);
    expect(reader.status().error).toBe(failure);
    expect(kept.get()?.items).toHaveLength(100);

    reader.hold();
    expect(reader.status().error).toBeUndefined();
    await settled(reader);
    expect(readPage.mock.calls.map(([from]) => from)).toEqual([undefined, "c1", "c1"]);
    expect(kept.get()).toMatchObject({ complete: true });
  });
});
