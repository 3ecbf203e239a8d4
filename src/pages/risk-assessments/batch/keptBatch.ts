import { readTabText, removeTab, tabKey, writeTabText } from "../../../lib/tabStorage";
import type { BatchCounts, BatchSnapshot, KeptBatch, KeptStatus } from "./batchTypes";
import { decodeKeptBatch, encodeKeptBatch } from "./keptBatchCodec";

/**
 * The last batch of this tab, per tenant (like drafts; Sign out forgets it with everything the
 * tab kept). Never the token: only the request's body, the reason and the outcomes.
 */
function keptBatchKey(tenantUrl: string): string {
  return tabKey("risk-batch", tenantUrl);
}

/** What keeping the batch came to, for the screen to say. */
export type Keeping =
  /** `omitted`: users counted but not listed, the batch being too large to keep whole. */
  | { readonly kept: true; readonly omitted: number }
  /** Storage full or disabled: nothing outlives the page. */
  | { readonly kept: false };

export function readKeptBatch(tenantUrl: string): KeptBatch | undefined {
  const text = readTabText(keptBatchKey(tenantUrl));
  if (text === undefined) return undefined;
  const kept = decodeKeptBatch(text);
  if (kept === undefined) removeTab(keptBatchKey(tenantUrl));
  return kept;
}

export function keepBatch(tenantUrl: string, batch: KeptBatch): Keeping {
  const { text, omitted } = encodeKeptBatch(batch);
  return writeTabText(keptBatchKey(tenantUrl), text) ? { kept: true, omitted } : { kept: false };
}

export function forgetKeptBatch(tenantUrl: string): void {
  removeTab(keptBatchKey(tenantUrl));
}

export const NOTHING_OMITTED: Readonly<Record<KeptStatus, number>> = {
  cleared: 0,
  failed: 0,
  unknown: 0,
  "not-sent": 0,
};

/**
 * The snapshot with the users a kept batch counts but no longer lists added to its counts: the
 * screen says how many were cleared in all, not how many rows it still holds.
 */
export function withOmitted(
  snapshot: BatchSnapshot,
  omitted: Readonly<Record<KeptStatus, number>>,
): BatchSnapshot {
  const { cleared, failed, unknown } = omitted;
  const notSent = omitted["not-sent"];
  const all = cleared + failed + unknown + notSent;
  if (all === 0) return snapshot;
  const counts: BatchCounts = {
    ...snapshot.counts,
    total: snapshot.counts.total + all,
    cleared: snapshot.counts.cleared + cleared,
    failed: snapshot.counts.failed + failed,
    unknown: snapshot.counts.unknown + unknown,
    notSent: snapshot.counts.notSent + notSent,
    settled: snapshot.counts.settled + all,
  };
  return { ...snapshot, counts };
}
