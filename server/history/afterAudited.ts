import type { HistoryReads } from "./reads.ts";

/**
 * The store's reads, each after the entries on their way (the proxy keeps its answer out of the
 * INSERT's way, decision 025): a write someone just made through this instance is in their
 * next read of its history, and a screen that reads again after its write never misses it.
 */
export function afterAudited(reads: HistoryReads, audited: () => Promise<void>): HistoryReads {
  const after =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await audited();
      return read(...args);
    };
  return {
    history: after(reads.history.bind(reads)),
    activity: after(reads.activity.bind(reads)),
    people: after(reads.people.bind(reads)),
    deleted: after(reads.deleted.bind(reads)),
    async *activityBatches(filters) {
      await audited();
      yield* reads.activityBatches(filters);
    },
  };
}
