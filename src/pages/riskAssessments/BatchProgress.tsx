import type { Ref } from "react";
import { plural } from "../../lib/plural";
import { Countdown } from "../../ui/Countdown";
import type { BatchSnapshot } from "./batchQueue";

/** One sentence per phase: the live region speaks when it changes, not on every request. */
function phaseSentence(snapshot: BatchSnapshot, paused: boolean): string {
  const { counts } = snapshot;
  switch (snapshot.phase) {
    case "ready":
    case "running":
      return paused
        ? "Paused: the tenant is limiting requests. The batch resumes by itself."
        : `Clearing assessments for ${plural(counts.total, "user")}…`;
    case "stopping":
      return "Cancelling: the request already sent finishes first.";
    case "finished":
      return `Finished: ${counts.cleared} cleared, ${counts.failed} failed${counts.unknown > 0 ? `, ${counts.unknown} with unknown outcome` : ""}.`;
    case "cancelled":
      return `Cancelled: ${counts.cleared} cleared, ${counts.failed} failed, ${counts.notSent} not sent.`;
    case "stopped":
      return `Stopped: ${snapshot.stopReason ?? "the tenant refused the request."} ${counts.notSent} not sent.`;
  }
}

interface BatchProgressProps {
  snapshot: BatchSnapshot;
  onCancel: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function BatchProgress({ snapshot, onCancel, headingRef }: BatchProgressProps) {
  const { counts, phase, pausedUntil } = snapshot;
  const paused = pausedUntil !== undefined;
  const percent = counts.total === 0 ? 100 : Math.round((counts.settled / counts.total) * 100);
  return (
    <section aria-labelledby="batch-progress-heading" className="batch-progress">
      <h2 id="batch-progress-heading" ref={headingRef} tabIndex={-1}>
        Progress
      </h2>
      <div
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={counts.settled}
        aria-valuetext={`${counts.settled} of ${counts.total} done`}
        className="progress-track"
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <ul className="batch-counts">
        <li>
          Done <strong>{counts.settled}</strong> of {counts.total}
        </li>
        <li>
          Cleared <strong>{counts.cleared}</strong>
        </li>
        <li>
          Failed <strong>{counts.failed}</strong>
        </li>
        <li>
          Waiting <strong>{counts.waiting + counts.sending}</strong>
        </li>
        {counts.unknown > 0 ? (
          <li>
            Unknown outcome <strong>{counts.unknown}</strong>
          </li>
        ) : null}
        {counts.notSent > 0 ? (
          <li>
            Not sent <strong>{counts.notSent}</strong>
          </li>
        ) : null}
      </ul>
      <p role="status">{phaseSentence(snapshot, paused)}</p>
      {paused ? (
        <p>
          Resuming in <Countdown until={pausedUntil} />
        </p>
      ) : null}
      {phase === "running" ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </section>
  );
}
