import { useEffect, useRef } from "react";
import { FormAlert } from "../../ui/FormAlert";

/** After Cancel the Cancel button is gone: focus moves here, where Retry is. */
export function LoadCancelled({ onRetry }: { onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <FormAlert ref={ref}>
      <p>Loading the profiles was cancelled before the tenant answered.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </FormAlert>
  );
}
