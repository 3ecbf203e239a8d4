import { useRef } from "react";
import { apiPath } from "../../api/apiPath";
import { IsolatedText } from "../../ui/IsolatedText";
import { SubmitBar } from "../../ui/SubmitBar";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
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
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const { userId, body } = request;
  return (
    <section aria-labelledby="risk-confirm-heading" className="card confirm-panel">
      <h2 id="risk-confirm-heading" ref={heading} tabIndex={-1}>
        {text.confirmHeading}
      </h2>
      <dl className="confirm-facts">
        <dt>{text.user}</dt>
        <dd className="mono">
          <IsolatedText text={userId} />
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
      <SubmitBar
        label={text.confirm(userId)}
        pendingText={text.pending}
        pending={pending}
        resumeAt={resumeAt}
        onSubmit={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
}
