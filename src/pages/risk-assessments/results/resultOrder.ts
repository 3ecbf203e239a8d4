import type { BatchItem, BatchStatus } from "../batch/batchTypes";

/**
 * What needs attention comes first: failures a retry may fix, then permanent failures, then
 * what is in doubt; cleared last.
 */
const GROUPS = [
  "failed-retryable",
  "failed-permanent",
  "unknown",
  "not-sent",
  "sending",
  "waiting",
  "cleared",
] as const;
type Group = (typeof GROUPS)[number];

function groupOf(item: BatchItem): Group {
  if (item.status === "failed") {
    return item.permanent === undefined ? "failed-retryable" : "failed-permanent";
  }
  return item.status;
}

export type ResultFilter = "all" | "failed" | "cleared";

const SHOWS: Record<ResultFilter, (status: BatchStatus) => boolean> = {
  all: () => true,
  failed: (status) => status === "failed",
  cleared: (status) => status === "cleared",
};

/**
 * The rows to show, failures first, otherwise in pasted order. One pass into a bucket per
 * group (no sort): it runs on every frame of a running batch of thousands.
 */
export function resultsToShow(items: readonly BatchItem[], filter: ResultFilter): BatchItem[] {
  const shows = SHOWS[filter];
  const buckets = new Map<Group, BatchItem[]>(GROUPS.map((group) => [group, []]));
  for (const item of items) {
    if (shows(item.status)) buckets.get(groupOf(item))?.push(item);
  }
  return GROUPS.flatMap((group) => buckets.get(group) ?? []);
}
