import { useRef } from "react";
import { IsolatedText } from "../../ui/IsolatedText";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
import type { ClearRequest } from "./schema";

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
    <section aria-labelledby="risk-result-heading" className="result-panel">
      <h2 id="risk-result-heading" ref={heading} tabIndex={-1}>
        Assessments cleared
      </h2>
      <p>
        Cleared {request.body.assessors.join(", ")} for user{" "}
        <span className="mono">
          <IsolatedText text={request.userId} />
        </span>{" "}
        in connection{" "}
        <span className="mono">
          <IsolatedText text={request.body.connection} />
        </span>{" "}
        at{" "}
        <time dateTime={new Date(at).toISOString()}>
          {new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })}
        </time>{" "}
        (your local time).
      </p>
      <p className="field-hint">
        The tenant answers the same way when there was no assessment left to clear.
      </p>
      <button type="button" onClick={onClearAnother}>
        Clear another user
      </button>
    </section>
  );
}
