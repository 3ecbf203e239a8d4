import { memo, useCallback, useMemo, useRef } from "react";
import type { BatchRequest } from "../../api/risk-assessments/batchRequest";
import { BatchForm, type BatchFormStage } from "../../forms/risk-assessment/BatchForm";
import { formatClockTime } from "../../lib/format";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { BatchProgress } from "./BatchProgress";
import { withOmitted } from "./batch/keptBatch";
import type { BatchRunControls } from "./batch/useBatchRun";
import { batchResultsMessages } from "./messages";
import { BatchResults } from "./results/BatchResults";

/** A running batch renders the panel every frame; the form, its list of thousands, need not. */
const StillBatchForm = memo(BatchForm);

interface BatchPanelProps {
  tenantUrl: string;
  batch: BatchRunControls;
  /** Why this token cannot clear assessments: the form's submit is disabled with it. */
  blockedBy?: string | undefined;
  canReadUsers?: boolean | undefined;
}

/** A pasted list of users for one connection: check, confirm, run, follow up. */
export function BatchPanel({ tenantUrl, batch, blockedBy, canReadUsers }: BatchPanelProps) {
  const { run, active, keeping } = batch;
  // A kept batch too large to list whole still counts every user.
  const snapshot = useMemo(
    () => (run && batch.snapshot ? withOmitted(batch.snapshot, run.omitted) : batch.snapshot),
    [run, batch.snapshot],
  );
  const progressHeading = useRef<HTMLHeadingElement>(null);
  // The button that started or stopped a run goes away; the progress heading is where to go on.
  const focusAfterRender = useFocusAfterRender();
  const focusProgress = () => focusAfterRender(() => progressHeading.current);
  const stage: BatchFormStage = !run ? "none" : active ? "active" : "settled";
  // Only once settled, so the still form does not render again with every answer of a run.
  const sentNote =
    stage === "settled" && run && snapshot
      ? batchResultsMessages.kept.sentAt(formatClockTime(run.startedAt), snapshot.counts.cleared)
      : undefined;

  // Focus scrolls the heading into view and reads it out: the results start there.
  const showResults = useCallback(() => progressHeading.current?.focus(), []);

  const then = (action: () => void) => () => {
    focusProgress();
    action();
  };

  const startBatch = batch.begin;
  const begin = useCallback(
    (request: BatchRequest) => {
      focusAfterRender(() => progressHeading.current);
      startBatch(request);
    },
    [focusAfterRender, startBatch],
  );

  return (
    <>
      <StillBatchForm
        tenantUrl={tenantUrl}
        stage={stage}
        onBegin={begin}
        onNewBatch={batch.discard}
        sentNote={sentNote}
        onShowResults={showResults}
        showResultsLabel={batchResultsMessages.kept.showResults}
        blockedBy={blockedBy}
        canReadUsers={canReadUsers}
      />
      {run && snapshot ? (
        <>
          <BatchProgress
            snapshot={snapshot}
            onCancel={then(run.queue.cancel)}
            onResume={then(run.queue.resume)}
            headingRef={progressHeading}
          />
          <BatchResults
            snapshot={snapshot}
            connection={run.request.body.connection}
            onRetryFailed={then(run.queue.retryFailed)}
            onResendUnknown={then(run.queue.resendUnknown)}
            onSendNotSent={then(run.queue.sendNotSent)}
            onDismiss={batch.discard}
            keeping={keeping}
          />
        </>
      ) : null}
    </>
  );
}
