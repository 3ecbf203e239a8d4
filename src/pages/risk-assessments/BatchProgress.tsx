import type { Ref } from "react";
import { formatNumber } from "../../lib/format";
import { Button } from "../../ui/Button";
import { Countdown } from "../../ui/Countdown";
import type { BatchSnapshot } from "./batch/batchTypes";
import { batchResultsMessages } from "./messages";

const text = batchResultsMessages.progress;

/** One sentence per phase: the live region speaks when it changes, not on every request. */
function phaseSentence(snapshot: BatchSnapshot, paused: boolean): string {
  const { counts } = snapshot;
  switch (snapshot.phase) {
    case "ready":
    case "running":
      if (snapshot.tenantUnreachable) return text.unreachable(counts.waiting);
      return paused ? text.paused : text.running(counts.total);
    case "stopping":
      return text.stopping;
    case "finished":
      return text.finished(counts.cleared, counts.failed, counts.unknown);
    case "cancelled":
      return text.cancelled(counts.cleared, counts.failed, counts.notSent);
    case "stopped":
      return text.stopped(snapshot.stopReason, counts.notSent);
    case "interrupted":
      return text.interrupted(counts.cleared, counts.failed, counts.unknown, counts.notSent);
  }
}

/** Whole users a second when that is many, one decimal when few. */
function paceFigure(perSecond: number): string {
  return formatNumber(perSecond >= 10 ? Math.round(perSecond) : Math.round(perSecond * 10) / 10);
}

interface BatchProgressProps {
  snapshot: BatchSnapshot;
  onCancel: () => void;
  onResume: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function BatchProgress({ snapshot, onCancel, onResume, headingRef }: BatchProgressProps) {
  const { counts, phase, pausedUntil, pace, tenantUnreachable } = snapshot;
  const paused = pausedUntil !== undefined;
  const percent = counts.total === 0 ? 100 : Math.round((counts.settled / counts.total) * 100);
  const total = formatNumber(counts.total);
  return (
    <section aria-labelledby="batch-progress-heading" className="batch-progress">
      <h2 id="batch-progress-heading" ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h2>
      <div
        role="progressbar"
        aria-label={text.barName}
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={counts.settled}
        aria-valuetext={
          /* console text: two numbers */ text.barText(formatNumber(counts.settled), total)
        }
        className="progress-track"
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <ul className="batch-counts">
        <li>
          {text.done} <strong>{formatNumber(counts.settled)}</strong> {text.of(total)}
        </li>
        <li>
          {text.cleared} <strong>{formatNumber(counts.cleared)}</strong>
        </li>
        <li>
          {text.failed} <strong>{formatNumber(counts.failed)}</strong>
        </li>
        <li>
          {text.waiting} <strong>{formatNumber(counts.waiting + counts.sending)}</strong>
        </li>
        {counts.unknown > 0 ? (
          <li>
            {text.unknown} <strong>{formatNumber(counts.unknown)}</strong>
          </li>
        ) : null}
        {counts.notSent > 0 ? (
          <li>
            {text.notSent} <strong>{formatNumber(counts.notSent)}</strong>
          </li>
        ) : null}
      </ul>
      {/* One live region for every phase, so the change to "not answering" is announced. */}
      {/* Raw, not <Banner>: one live region, drawn as a banner only while it has something to say. */}
      <p role="status" className={tenantUnreachable ? "banner warning" : undefined}>
        {phaseSentence(snapshot, paused)}
      </p>
      {phase === "running" && !paused && !tenantUnreachable && pace.perSecond !== undefined ? (
        <p className="batch-pace">{text.pace(paceFigure(pace.perSecond), pace.paced)}</p>
      ) : null}
      {paused ? (
        <p>
          {text.resuming} <Countdown until={pausedUntil} />
        </p>
      ) : null}
      {phase === "running" ? (
        <div className="actions">
          {tenantUnreachable ? (
            <Button variant="primary" onClick={onResume}>
              {text.resume}
            </Button>
          ) : null}
          <Button onClick={onCancel}>{text.cancel}</Button>
        </div>
      ) : null}
    </section>
  );
}
