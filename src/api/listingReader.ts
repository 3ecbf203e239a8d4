import { type PagedSearchInput, pagesFrom } from "./pagedSearch";
import { nextCursor } from "./schemas/cursor";

/** What has been read of a listing, in its order, kept so that a later search starts from it. */
export interface ListingRead<T> {
  readonly items: readonly T[];
  /** The cursor of the first page not read yet; undefined once the listing was read to its end. */
  readonly next: string | undefined;
  readonly complete: boolean;
  /** When its first page was read (epoch ms): the age of its oldest items. */
  readonly since: number;
}

/** Where the read is kept: the query cache, so that signing out forgets it. */
export interface ReadKeeper<T> {
  get(): ListingRead<T> | undefined;
  set(read: ListingRead<T>): void;
}

interface ReaderStatus {
  /** Pages are being read, to the end of the listing or (refreshing) again from its start. */
  readonly reading: boolean;
  /** While a whole read older than freshMs is read again: how many items the new read holds. */
  readonly refreshed: number | undefined;
  /** Why the last reading ended before the end; cleared when reading starts again. */
  readonly error: unknown;
}

export interface ListingReader {
  /**
   * Asks for the listing to be read on to its end (or a whole read older than `freshMs` to be
   * read again) while held; the returned function lets go, and the reading stops once nothing
   * holds it. What was read stays kept.
   */
  hold(): () => void;
  /** For useSyncExternalStore: a new object whenever something changes. */
  status(): ReaderStatus;
  subscribe(listener: () => void): () => void;
}

interface ListingReaderInput<T> {
  readonly readPage: PagedSearchInput<T>["readPage"];
  readonly keeper: ReadKeeper<T>;
  /** A whole read younger than this answers searches without being read again. */
  readonly freshMs: number;
  readonly now: () => number;
}

const IDLE: ReaderStatus = { reading: false, refreshed: undefined, error: undefined };

/**
 * Reads a listing page by page for every search of it, once for all of them: each page is kept
 * as it arrives (rows appear as they are found), a later search goes on from the last cursor
 * instead of starting over, and a whole read is refreshed aside, so that searches keep being
 * answered from the old one until the new one has reached the end.
 */
export function createListingReader<T>({
  readPage,
  keeper,
  freshMs,
  now,
}: ListingReaderInput<T>): ListingReader {
  let current: ReaderStatus = IDLE;
  let holders = 0;
  let running: AbortController | undefined;
  const listeners = new Set<() => void>();
  const update = (next: Partial<ReaderStatus>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener();
  };

  async function readOn(kept: ListingRead<T> | undefined, signal: AbortSignal) {
    let read = kept ?? { items: [], next: undefined, complete: false, since: now() };
    for await (const page of pagesFrom(readPage, kept?.next, signal)) {
      const next = nextCursor(page);
      read = { ...read, items: [...read.items, ...page.items], next, complete: next === undefined };
      keeper.set(read);
    }
  }

  async function refresh(signal: AbortSignal) {
    const items: T[] = [];
    const since = now();
    update({ refreshed: 0 });
    for await (const page of pagesFrom(readPage, undefined, signal)) {
      items.push(...page.items);
      update({ refreshed: items.length });
    }
    keeper.set({ items, next: undefined, complete: true, since });
  }

  function start() {
    const kept = keeper.get();
    const fresh = kept?.complete === true && now() - kept.since < freshMs;
    if (running !== undefined || fresh) return;
    const controller = new AbortController();
    running = controller;
    update({ reading: true, refreshed: undefined, error: undefined });
    const reading = kept?.complete ? refresh(controller.signal) : readOn(kept, controller.signal);
    reading.then(
      () => finish(controller, undefined),
      (error: unknown) => finish(controller, controller.signal.aborted ? undefined : error),
    );
  }

  function finish(controller: AbortController, error: unknown) {
    if (running !== controller) return;
    running = undefined;
    update({ reading: false, refreshed: undefined, error });
  }

  return {
    hold() {
      holders += 1;
      start();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders -= 1;
        if (holders > 0 || running === undefined) return;
        // Stopped by the user, or nothing shows the search any more: no page is read for nobody.
        const controller = running;
        controller.abort();
        finish(controller, undefined);
      };
    },
    status: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
