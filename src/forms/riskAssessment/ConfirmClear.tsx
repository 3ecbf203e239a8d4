import { useEffect, useRef } from "react";
import type { RateLimitWait } from "../../api/apiEvents";
import { apiPath } from "../../api/apiPath";
import { Countdown } from "../../ui/Countdown";
import { RequestPreview } from "../RequestPreview";
import type { ClearRequest } from "./schema";

interface ConfirmClearProps {
  request: ClearRequest;
  baseUrl: string;
  pending: boolean;
  /** Set while the request waits out the tenant's rate limit. */
  wait: RateLimitWait | undefined;
  onConfirm: () => void;
  /** Before sending: back to editing. While pending: aborts the request. */
  onCancel: () => void;
}

/** Names the user and the connection before anything is sent. */
export function ConfirmClear({
  request,
  baseUrl,
  pending,
  wait,
  onConfirm,
  onCancel,
}: ConfirmClearProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { userId, body } = request;
  return (
    <section aria-labelledby="risk-confirm-heading" className="confirm-panel">
      <h2 id="risk-confirm-heading" ref={heading} tabIndex={-1}>
        Clear these assessments?
      </h2>
      <dl className="confirm-facts">
        <dt>User</dt>
        <dd className="mono">{userId}</dd>
        <dt>Connection</dt>
        <dd className="mono">{body.connection}</dd>
        <dt>Assessors</dt>
        <dd>{body.assessors.join(", ")}</dd>
      </dl>
      <RequestPreview
        baseUrl={baseUrl}
        method="POST"
        path={apiPath`/users/${userId}/risk-assessments/clear`}
        body={body}
      />
      <div className="actions">
        <button type="button" className="primary wrap" onClick={onConfirm} disabled={pending}>
          Clear for {userId}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p role="status">
        {pending
          ? wait
            ? "The tenant is limiting requests; the console sends it again by itself."
            : "Clearing…"
          : ""}
      </p>
      {pending && wait ? (
        <p>
          Sending again in <Countdown until={wait.resumeAt} />
        </p>
      ) : null}
    </section>
  );
}
