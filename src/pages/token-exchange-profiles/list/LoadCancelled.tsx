import { useRef } from "react";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useFocusOnMount } from "../../../ui/useFocusAfterRender";
import { tokenExchangeProfilesMessages as text } from "../messages";

/** After Cancel the Cancel button is gone: focus moves here, where Retry is. */
export function LoadCancelled({ onRetry }: { onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref);
  return (
    <FormAlert ref={ref}>
      <p>{text.cancelled}</p>
      <Button onClick={onRetry}>{text.retry}</Button>
    </FormAlert>
  );
}
