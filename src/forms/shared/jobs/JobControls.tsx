import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { hasEnded, jobResultsHref } from "../../../api/jobs/jobReads";
import { type JobSteering, steerJobOptions } from "../../../api/jobs/jobWrites";
import type { JobView } from "../../../api/jobs/types";
import { useScopeProblem } from "../../../session/useScopeProblem";
import { Button } from "../../../ui/Button";
import { ConfirmPanel } from "../../../ui/ConfirmPanel";
import { ExplainedButton } from "../../../ui/ExplainedButton";
import { FormAlert } from "../../../ui/FormAlert";
import { JOB_OPERATION } from "./jobOperation";
import { jobMessages as text } from "./messages";

interface JobControlsProps {
  job: JobView;
  /** Once the job has ended: forget its results on the batch screens. */
  onDismiss?: (() => void) | undefined;
}

/**
 * Pause, Resume, Cancel (confirmed), Download results (CSV) and, once ended, Dismiss. Steering
 * needs the role of the job's operation; a role without it sees why beside the disabled button.
 */
export function JobControls({ job, onDismiss }: JobControlsProps) {
  const queryClient = useQueryClient();
  const steer = useMutation(steerJobOptions(queryClient, job.id));
  const blockedBy = useScopeProblem(JOB_OPERATION[job.kind]);
  const [confirming, setConfirming] = useState(false);
  const ended = hasEnded(job);
  const act = (steering: JobSteering) => () => {
    setConfirming(false);
    steer.mutate(steering);
  };
  const busy = steer.isPending;
  return (
    <>
      {steer.isError ? <FormAlert>{steer.error.message}</FormAlert> : null}
      <div className="actions job-actions">
        {job.state === "queued" || job.state === "running" ? (
          <ExplainedButton type="button" reason={blockedBy} disabled={busy} onClick={act("pause")}>
            {text.pause}
          </ExplainedButton>
        ) : null}
        {job.state === "paused" ? (
          <ExplainedButton
            type="button"
            reason={blockedBy}
            disabled={busy}
            className="primary"
            onClick={act("resume")}
          >
            {text.resume}
          </ExplainedButton>
        ) : null}
        {ended ? null : (
          <ExplainedButton
            type="button"
            reason={blockedBy}
            disabled={busy || confirming}
            onClick={() => setConfirming(true)}
          >
            {text.cancel}
          </ExplainedButton>
        )}
        <a className="button" href={jobResultsHref(job.id)} download>
          {text.download}
        </a>
        {ended && onDismiss ? <Button onClick={onDismiss}>{text.dismiss}</Button> : null}
      </div>
      {confirming && !ended ? (
        <ConfirmPanel
          question={text.confirmCancel.question}
          consequence={text.confirmCancel.consequence(job.counts.waiting)}
          confirmLabel={text.confirmCancel.confirm}
          cancelLabel={text.confirmCancel.keep}
          onConfirm={act("cancel")}
          onCancel={() => setConfirming(false)}
          destructive
        />
      ) : null}
    </>
  );
}
