import { useRef } from "react";
import { FormAlert } from "../../ui/FormAlert";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";

/** After Cancel the Cancel button is gone: focus moves here, where Retry is. */
export function LoadCancelled({ onRetry }: { onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref);
  return (
    <FormAlert ref={ref}>
      <p>Loading the profiles was cancelled before the tenant answered.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </FormAlert>
  );
}
