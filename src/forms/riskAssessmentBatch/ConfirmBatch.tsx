import { useRef } from "react";
import { plural } from "../../lib/plural";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
import type { BatchRequest } from "./batchSchema";

interface ConfirmBatchProps {
  request: BatchRequest;
  blankLines: number;
  duplicates: number;
  onConfirm: () => void;
  onCancel: () => void;
}

function leftOut(blankLines: number, duplicates: number): string | undefined {
  const parts = [
    blankLines > 0 ? plural(blankLines, "blank line") : "",
    duplicates > 0 ? plural(duplicates, "repeated id") : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" and ") : undefined;
}

/** Names the connection and how many users before the first request. */
export function ConfirmBatch({
  request,
  blankLines,
  duplicates,
  onConfirm,
  onCancel,
}: ConfirmBatchProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const count = plural(request.userIds.length, "user");
  const dropped = leftOut(blankLines, duplicates);
  return (
    <section aria-labelledby="batch-confirm-heading" className="confirm-panel">
      <h2 id="batch-confirm-heading" ref={heading} tabIndex={-1}>
        Clear assessments for {count}?
      </h2>
      <dl className="confirm-facts">
        <dt>Connection</dt>
        {request.body.connection ? (
          <dd className="mono">{request.body.connection}</dd>
        ) : (
          <dd>Each user's own, read before the clear</dd>
        )}
        <dt>Users</dt>
        <dd>
          {count}
          {dropped ? ` (${dropped} left out)` : ""}
        </dd>
        <dt>Assessors</dt>
        <dd>{request.body.assessors.join(", ")}</dd>
        <dt>Requests at a time</dt>
        <dd>{request.concurrency}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="primary" onClick={onConfirm}>
          Clear for {count}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
