import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useState } from "react";
import { hasEnded, jobListOptions } from "../../api/jobs/jobReads";
import { startJobOptions } from "../../api/jobs/jobWrites";
import type { BatchRequest } from "../../api/risk-assessments/batchRequest";
import { BatchForm, type BatchFormStage } from "../../forms/risk-assessment/BatchForm";
import { useDismissedJobs } from "../../forms/shared/jobs/dismissedJobs";
import { JobProgress, jobHeadingId } from "../../forms/shared/jobs/JobProgress";
import { formatClockTime } from "../../lib/format";
import { useSession } from "../../session/SessionContext";
import { FormAlert } from "../../ui/FormAlert";
import { jobBatchMessages as text } from "./messages";

const StillBatchForm = memo(BatchForm);

interface JobBatchPanelProps {
  tenantUrl: string;
  blockedBy?: string | undefined;
  canReadUsers?: boolean | undefined;
}

/**
 * The pasted list where the console's server runs jobs: the same form and checks, and its
 * submit starts a `clear-risk-assessments` job instead of a batch in the tab. Below it, every
 * clear job still running or not dismissed, whoever started it.
 */
export default function JobBatchPanel({ tenantUrl, blockedBy, canReadUsers }: JobBatchPanelProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const start = useMutation(startJobOptions(queryClient));
  const jobs = useQuery(jobListOptions());
  const dismissed = useDismissedJobs(tenantUrl, session?.person?.sub ?? "");
  // The job this form started, until "Start a new batch": the list stays locked above it.
  const [started, setStarted] = useState<{ id: string; at: Date }>();

  const startJob = start.mutate;
  const begin = useCallback(
    (request: BatchRequest) =>
      startJob(
        {
          kind: "clear-risk-assessments",
          lines: [...request.userIds],
          // Empty: each user's own connection, read on the server as the tab would.
          connection: request.body.connection === "" ? null : request.body.connection,
          reason: request.reason === "" ? null : request.reason,
        },
        {
          onSuccess: ({ id }) => setStarted({ id, at: new Date() }),
        },
      ),
    [startJob],
  );
  const newBatch = useCallback(() => {
    setStarted(undefined);
    start.reset();
  }, [start.reset]);
  const startedId = started?.id;
  const showJob = useCallback(() => {
    if (startedId) document.getElementById(jobHeadingId(startedId))?.focus();
  }, [startedId]);

  const stage: BatchFormStage = start.isPending ? "active" : started ? "settled" : "none";
  const shown = (jobs.data?.jobs ?? []).filter(
    (job) =>
      job.kind === "clear-risk-assessments" &&
      (!hasEnded(job) || !dismissed.ids.includes(job.id) || job.id === started?.id),
  );
  const ids = shown.map((job) => job.id);
  // Just started: shown at once, before the list is read again.
  if (started && !ids.includes(started.id)) ids.unshift(started.id);
  return (
    <>
      <StillBatchForm
        tenantUrl={tenantUrl}
        stage={stage}
        onBegin={begin}
        onNewBatch={newBatch}
        sentNote={started ? text.startedAt(formatClockTime(started.at)) : undefined}
        onShowResults={showJob}
        showResultsLabel={text.showJob}
        blockedBy={blockedBy}
        canReadUsers={canReadUsers}
        pacedByServer
      />
      {start.isError ? <FormAlert>{start.error.message}</FormAlert> : null}
      {jobs.isError ? <FormAlert>{jobs.error.message}</FormAlert> : null}
      {ids.map((id) => (
        <JobProgress
          key={id}
          id={id}
          focusOnShow={id === started?.id}
          onDismiss={() => {
            dismissed.dismiss(id);
            if (id === started?.id) newBatch();
          }}
        />
      ))}
    </>
  );
}
