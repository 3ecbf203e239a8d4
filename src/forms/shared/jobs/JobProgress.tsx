import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { jobOptions } from "../../../api/jobs/jobReads";
import type { JobView } from "../../../api/jobs/types";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { isolated } from "../../../lib/isolated";
import { FormAlert } from "../../../ui/FormAlert";
import { Sentence } from "../../../ui/Sentence";
import { JobControls } from "./JobControls";
import { JobFailures } from "./JobFailures";
import { jobMessages as text } from "./messages";
import "./jobs.css";

/** The id of a job's progress heading, for a screen's "Go to the job". */
export const jobHeadingId = (id: string) => `job-${id}`;

/** "Started by Sam Support (support) on 29 Nov 2026, 16:08": who, so a second agent knows. */
function startedBySentence(job: JobView): string {
  const who = job.started_by;
  const name = who?.name ?? who?.email;
  const by =
    who && name
      ? text.startedBy(isolated(name), who.role === null ? null : isolated(who.role))
      : text.startedByNobody;
  return `${by} ${text.startedAt(formatDateTime(new Date(job.created_at)))}`;
}

function Counts({ job }: { job: JobView }) {
  const { counts } = job;
  const rows: [string, number][] = [
    [text.counts.done, counts.done],
    ...(job.kind === "add-organization-members"
      ? [[text.counts.already, counts.already] as [string, number]]
      : []),
    [text.counts.failed, counts.failed],
    [text.counts.unknown, counts.unknown],
    [text.counts.waiting, counts.waiting],
  ];
  return (
    <dl className="job-counts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface JobProgressProps {
  id: string;
  /** 2 on a screen of its own content, 3 inside another section. */
  headingLevel?: 2 | 3;
  /** Just started here: its heading takes focus once it shows (the button that started it went away). */
  focusOnShow?: boolean;
  /** Once ended: forget its results on the batch screens (the Jobs list keeps it). */
  onDismiss?: (() => void) | undefined;
}

/**
 * A server job's progress, whoever started it (team-console.md, "Server jobs"): who and the
 * state in `role="status"`, the counts and a bar, the failures first, and its controls. Read
 * every second while it moves; the tab may close and another one shows the same.
 */
export function JobProgress({
  id,
  headingLevel = 2,
  focusOnShow = false,
  onDismiss,
}: JobProgressProps) {
  const query = useQuery(jobOptions(id));
  const job = query.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = job !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the job first shows.
  useEffect(() => {
    if (shown && focusOnShow) headingRef.current?.focus();
  }, [shown]);
  if (job === undefined) {
    return query.isError ? (
      <FormAlert>{query.error.message}</FormAlert>
    ) : (
      <p className="loading">{text.loading}</p>
    );
  }
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const settled = job.counts.total - job.counts.waiting;
  const percent = job.counts.total === 0 ? 100 : Math.round((settled / job.counts.total) * 100);
  const total = formatNumber(job.counts.total);
  return (
    <section aria-labelledby={jobHeadingId(id)} className="job-progress">
      <Heading id={jobHeadingId(id)} ref={headingRef} tabIndex={-1}>
        {text.heading(job.kind)}
      </Heading>
      <div role="status" className="job-status">
        <p>
          <Sentence text={startedBySentence(job)} />
        </p>
        <p>
          <strong>{text.state[job.state]}:</strong> {text.stateSentence(job.state, total)}
        </p>
      </div>
      {/* A read that failed while the job moves: the last counts stay, the reads go on. */}
      {query.isError ? <FormAlert>{query.error.message}</FormAlert> : null}
      <div
        role="progressbar"
        aria-label={text.barName}
        aria-valuemin={0}
        aria-valuemax={job.counts.total}
        aria-valuenow={settled}
        aria-valuetext={/* console text: two numbers */ text.barText(formatNumber(settled), total)}
        className="job-track"
      >
        <div className="job-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="job-of">{text.barText(formatNumber(settled), total)}</p>
      <Counts job={job} />
      <JobControls job={job} onDismiss={onDismiss} />
      <JobFailures job={job} />
    </section>
  );
}
