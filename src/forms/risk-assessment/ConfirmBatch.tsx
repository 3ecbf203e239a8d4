import type { BatchRequest } from "../../api/risk-assessments/batchRequest";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { riskAssessmentMessages } from "./messages";

const text = riskAssessmentMessages.list;

interface ConfirmBatchProps {
  request: BatchRequest;
  blankLines: number;
  duplicates: number;
  onConfirm: () => void;
  onCancel: () => void;
  /** A server job: paced by the team's one rate budget, not by requests at a time. */
  pacedByServer: boolean;
}

/** Names the connection and how many users before the first request. */
export function ConfirmBatch({
  request,
  blankLines,
  duplicates,
  onConfirm,
  onCancel,
  pacedByServer,
}: ConfirmBatchProps) {
  const users = request.userIds.length;
  return (
    <ConfirmPanel
      question={text.confirmHeading(users)}
      confirmLabel={text.confirm(users)}
      cancelLabel={text.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
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
        <dt>{pacedByServer ? text.pace : text.concurrency}</dt>
        <dd>{pacedByServer ? text.serverPace : request.concurrency}</dd>
      </dl>
    </ConfirmPanel>
  );
}
