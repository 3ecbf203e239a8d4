import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ApiClient } from "../../../api/client";
import type { BatchRequest } from "../../../api/risk-assessments/batchRequest";
import { useUnsavedChangesGuard } from "../../../forms/shared/useUnsavedChangesGuard";
import type { BatchSnapshot } from "./batchTypes";
import { type BatchRun, createRun } from "./createRun";
import { forgetKeptBatch, type Keeping, readKeptBatch } from "./keptBatch";
import { useKeepBatch } from "./useKeepBatch";

export type { BatchRun } from "./createRun";

export interface BatchRunControls {
  readonly run: BatchRun | null;
  readonly snapshot: BatchSnapshot | null;
  /** True while requests may still start or are in flight. */
  readonly active: boolean;
  /** Whether the batch outlives the page, and whole; undefined before there is a batch. */
  readonly keeping: Keeping | undefined;
  begin(request: BatchRequest): void;
  /** Forgets the results, here and as kept for the tab: for a new batch. */
  discard(): void;
}

const LEAVE_QUESTION =
  "A batch is still clearing assessments. Leaving stops it after the requests in flight; what it did so far stays on this screen. Leave anyway?";

const noRun = () => () => {};
const noSnapshot = () => null;

/** The tab's last batch, if one was kept: its results come back on the screen as they were. */
function keptRun(client: ApiClient, tenantUrl: string): BatchRun | null {
  const kept = readKeptBatch(tenantUrl);
  if (kept === undefined) return null;
  const userIds = kept.items.map((item) => item.userId);
  return createRun(client, { ...kept.request, userIds }, kept.startedAt, kept);
}

/**
 * Held by the page, so results outlive switching between one user and a list; kept for the
 * tab (useKeepBatch), so they outlive leaving the screen and a reload until dismissed.
 */
export function useBatchRun(client: ApiClient, tenantUrl: string): BatchRunControls {
  const [run, setRun] = useState<BatchRun | null>(() => keptRun(client, tenantUrl));
  const snapshot = useSyncExternalStore(
    run ? run.view.subscribe : noRun,
    run ? run.view.getSnapshot : noSnapshot,
  );
  const active = snapshot?.phase === "running" || snapshot?.phase === "stopping";
  const keep = useKeepBatch(run, tenantUrl);

  // Every answer made with the token, this batch's or another screen's, tells the pacer what
  // is left of the tenant's budget, for as long as the screen holds the run.
  useEffect(
    () => (run ? client.rateLimitBudget.onAnswer(run.pacer.observe) : undefined),
    [client, run],
  );

  // A batch left behind (new batch, leaving the screen) sends nothing more.
  useEffect(
    () => () => {
      run?.queue.cancel();
      run?.flushActivity();
    },
    [run],
  );

  useUnsavedChangesGuard(active, LEAVE_QUESTION);

  const begin = useCallback(
    (request: BatchRequest) => {
      const next = createRun(client, request, Date.now());
      setRun(next);
      next.queue.start();
    },
    [client],
  );
  const discard = useCallback(() => {
    forgetKeptBatch(tenantUrl);
    setRun(null);
  }, [tenantUrl]);

  return { run, snapshot, active, keeping: keep.keeping, begin, discard };
}
