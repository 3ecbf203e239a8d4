import type { HistoryReads } from "./reads.ts";

/**
 * The store's reads, each after the entries on their way (the proxy keeps its answer out of the
 * INSERT's way, decision 025): a write someone just made through this instance is in their
 * next read of its history, and a screen that reads again after its write never misses it.
 */
export function afterAudited(reads: HistoryReads, audited: () => Promise<void>): HistoryReads {
  return {
    history: async (query) => (await audited(), reads.history(query)),
    activity: async (query) => (await audited(), reads.activity(query)),
    people: async () => (await audited(), reads.people()),
    deleted: async (query) => (await audited(), reads.deleted(query)),
    async *activityBatches(filters) {
      await audited();
      yield* reads.activityBatches(filters);
    },
  };
}
