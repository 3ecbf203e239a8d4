import type { BatchItem, BatchStatus } from "./batchQueue";

/** What needs attention comes first: failures, then what is in doubt, cleared last. */
const RANK: Record<BatchStatus, number> = {
  failed: 0,
  unknown: 1,
  "not-sent": 2,
  sending: 3,
  waiting: 4,
  cleared: 5,
};

export type ResultFilter = "all" | "failed" | "cleared";

/**
 * The rows to show, failures first; within a status, retryable failures before permanent ones
 * and otherwise the pasted order (the sort is stable).
 */
export function resultsToShow(items: readonly BatchItem[], filter: ResultFilter): BatchItem[] {
  const shown = filter === "all" ? items.slice() : items.filter((item) => item.status === filter);
  return shown.sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      Number(a.permanent !== undefined) - Number(b.permanent !== undefined),
  );
}
