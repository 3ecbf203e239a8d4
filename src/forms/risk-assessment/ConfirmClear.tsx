import { apiPath } from "../../api/apiPath";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { IsolatedText } from "../../ui/IsolatedText";
import { RequestPreview } from "../shared/RequestPreview";
import { riskAssessmentMessages } from "./messages";
import type { ClearRequest } from "./schema";

const text = riskAssessmentMessages.one;

interface ConfirmClearProps {
  request: ClearRequest;
  baseUrl: string;
  pending: boolean;
  /** While the request waits out the tenant's rate limit: when it is sent again. */
  resumeAt: number | undefined;
  onConfirm: () => void;
  /** Before sending: back to editing. While pending: aborts the request. */
  onCancel: () => void;
}

/** Names the user and the connection before anything is sent. */
export function ConfirmClear({
  request,
  baseUrl,
  pending,
  resumeAt,
  onConfirm,
  onCancel,
}: ConfirmClearProps) {
  const { userId, body, email } = request;
  return (
    <ConfirmPanel
      question={text.confirmHeading}
      confirmLabel={text.confirm(
        <IsolatedText key="id" text={email ?? userId} breakAtSeparators />,
      )}
      cancelLabel={text.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      write={{ pending, pendingText: text.pending, resumeAt }}
    >
      <dl className="confirm-facts">
        {email === undefined ? null : (
          <>
            <dt>{text.email}</dt>
            <dd>
              <IsolatedText text={email} />
            </dd>
          </>
        )}
        <dt>{text.user}</dt>
        <dd className="mono">
          <IsolatedText text={userId} breakAtSeparators />
        </dd>
        <dt>{text.connection}</dt>
        <dd className="mono">
          <IsolatedText text={body.connection} />
        </dd>
        <dt>{text.assessors}</dt>
        <dd>{body.assessors.join(", ")}</dd>
      </dl>
      <RequestPreview
        baseUrl={baseUrl}
        method="POST"
        path={apiPath`/users/${userId}/risk-assessments/clear`}
        body={body}
      />
    </ConfirmPanel>
  );
}
