import { useRef } from "react";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
import type { BatchRequest } from "./batchSchema";
import { riskAssessmentMessages } from "./messages";

const text = riskAssessmentMessages.list;

interface ConfirmBatchProps {
  request: BatchRequest;
  blankLines: number;
  duplicates: number;
  onConfirm: () => void;
  onCancel: () => void;
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
  const users = request.userIds.length;
  return (
    <section aria-labelledby="batch-confirm-heading" className="card confirm-panel">
      <h2 id="batch-confirm-heading" ref={heading} tabIndex={-1}>
        {text.confirmHeading(users)}
      </h2>
      <dl className="confirm-facts">
        <dt>{text.connection}</dt>
        {request.body.connection ? (
          <dd className="mono">{request.body.connection}</dd>
        ) : (
          <dd>{text.eachOwnConnection}</dd>
        )}
        <dt>{text.users}</dt>
        <dd>{text.userCount(users, text.leftOut(blankLines, duplicates))}</dd>
        <dt>{text.assessors}</dt>
        <dd>{request.body.assessors.join(", ")}</dd>
        <dt>{text.concurrency}</dt>
        <dd>{request.concurrency}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="primary" onClick={onConfirm}>
          {text.confirm(users)}
        </button>
        <button type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </section>
  );
}
