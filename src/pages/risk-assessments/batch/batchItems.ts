import { isEmailText } from "../../../api/users/identity";
import type { BatchCounts, BatchItem, BatchStatus } from "./batchTypes";

type Tally = Record<BatchStatus, number> & { retryable: number };

function isRetryable(item: BatchItem): boolean {
  return item.status === "failed" && item.permanent === undefined;
}

interface BatchItems {
  /** The live list in pasted order; `update` replaces one item, never changes one. */
  readonly items: readonly BatchItem[];
  update(index: number, patch: Partial<BatchItem>): void;
  /** Moves every item in `from` to `to` with `message`, settled at `at`. */
  settleAll(from: BatchStatus, to: BatchStatus, message: string, at: number): void;
  /** Puts back to waiting every item in `status` that sending again may fix; true if any. */
  requeue(status: BatchStatus): boolean;
  /** The first waiting item at or after the cursor, or -1; the cursor only moves forward. */
  nextWaiting(): number;
  /** Lets `nextWaiting` look again from `index` (an item there went back to waiting). */
  rewindTo(index: number): void;
  counts(): BatchCounts;
}

/** A pasted line before anything is sent: an email when it reads as one. */
export function waitingItem(userId: string): BatchItem {
  return {
    userId,
    email: isEmailText(userId) ? userId : undefined,
    resolvedUserId: undefined,
    status: "waiting",
    message: "",
    errorCode: undefined,
    permanent: undefined,
    connection: undefined,
    finishedAt: undefined,
  };
}

/**
 * The batch's items and their outcome counts. Counts are kept as items change and the next
 * waiting item is found from a cursor, so a change costs the same in a batch of 10 as of 5,000;
 * only the rare whole-batch steps (a cancel, a retry) walk the list. `onSettled` hears each
 * item's first settling time, for the pace meter. A batch kept for the tab starts from its
 * kept items, outcomes and all.
 */
export function createBatchItems(
  initial: readonly BatchItem[],
  onSettled: (at: number) => void,
): BatchItems {
  const items: BatchItem[] = [...initial];
  const tally: Tally = {
    waiting: 0,
    sending: 0,
    cleared: 0,
    failed: 0,
    unknown: 0,
    "not-sent": 0,
    retryable: 0,
  };
  for (const item of items) {
    tally[item.status]++;
    tally.retryable += Number(isRetryable(item));
  }
  /** No waiting item sits before this index. */
  let cursor = 0;

  function update(index: number, patch: Partial<BatchItem>): void {
    const current = items[index];
    if (current === undefined) return;
    // A new object for the changed item only: a list can skip re-rendering the others.
    const next = { ...current, ...patch };
    items[index] = next;
    tally[current.status]--;
    tally[next.status]++;
    tally.retryable += Number(isRetryable(next)) - Number(isRetryable(current));
    if (next.finishedAt !== undefined && current.finishedAt === undefined) {
      onSettled(next.finishedAt);
    }
  }

  return {
    items,
    update,
    settleAll(from, to, message, at) {
      items.forEach((item, index) => {
        if (item.status === from) update(index, { status: to, message, finishedAt: at });
      });
    },
    requeue(status) {
      let any = false;
      items.forEach((item, index) => {
        // A permanent failure would fail the same way again: it stays as it is.
        if (item.status !== status || item.permanent !== undefined) return;
        any = true;
        update(index, {
          status: "waiting",
          message: "",
          errorCode: undefined,
          finishedAt: undefined,
        });
      });
      cursor = 0;
      return any;
    },
    nextWaiting() {
      while (cursor < items.length && items[cursor]?.status !== "waiting") cursor++;
      return cursor < items.length ? cursor : -1;
    },
    rewindTo(index) {
      cursor = Math.min(cursor, index);
    },
    counts() {
      return {
        total: items.length,
        waiting: tally.waiting,
        sending: tally.sending,
        cleared: tally.cleared,
        failed: tally.failed,
        retryable: tally.retryable,
        unknown: tally.unknown,
        notSent: tally["not-sent"],
        settled: tally.cleared + tally.failed + tally.unknown + tally["not-sent"],
      };
    },
  };
}
