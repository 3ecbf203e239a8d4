import { useRef } from "react";
import { formatDateTime } from "../../lib/format";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { IsolatedText } from "../../ui/IsolatedText";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
import { riskAssessmentMessages } from "./messages";
import type { ClearRequest } from "./schema";

const text = riskAssessmentMessages.one;

interface ClearResultProps {
  request: ClearRequest;
  /** Epoch milliseconds at which the tenant confirmed. */
  at: number;
  onClearAnother: () => void;
}

export function ClearResult({ request, at, onClearAnother }: ClearResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <Banner
      as="section"
      tone="success"
      className="result-panel"
      aria-labelledby="risk-result-heading"
    >
      <h2 id="risk-result-heading" ref={heading} tabIndex={-1}>
        {text.resultHeading}
      </h2>
      <p>
        {text.cleared({
          assessors: request.body.assessors.join(", "),
          user: (
            <span key="user" className="mono token">
              <IsolatedText
                text={request.email ? `${request.email} (${request.userId})` : request.userId}
              />
            </span>
          ),
          connection: (
            <span key="connection" className="mono token">
              <IsolatedText text={request.body.connection} />
            </span>
          ),
          at: (
            <time key="at" dateTime={new Date(at).toISOString()} className="token">
              {formatDateTime(at)}
            </time>
          ),
        })}
      </p>
      <p className="field-hint">{text.nothingLeft}</p>
      <div className="actions">
        <Button onClick={onClearAnother}>{text.clearAnother}</Button>
      </div>
    </Banner>
  );
}
