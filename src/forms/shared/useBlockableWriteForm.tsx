import { type FormEvent, type ReactElement, type ReactNode, useState } from "react";
import type { ApiClient } from "../../api/client";
import { FormAlert } from "../../ui/FormAlert";
import { type CancellableWrite, useCancellableWrite } from "./useCancellableWrite";
import { WriteSubmitBar } from "./WriteSubmitBar";

interface SubmitText {
  /** The submit button's name, e.g. "Add members". */
  label: ReactNode;
  /** The status while the write is out, e.g. "Adding members…". */
  pendingText: string;
}

export interface BlockableWriteForm {
  write: CancellableWrite;
  /**
   * The form's `onSubmit` around its own steps: nothing happens while the write is blocked or
   * one is out, and the last failure is cleared before the steps run.
   */
  onSubmitting: (
    steps: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Says why the write failed, in the form's alert. */
  fail: (message: string) => void;
  /** The alert (`role="alert"`) while a failure shows, else null: render it before the bar. */
  alert: ReactElement | null;
  /** The submit bar, disabled and described by `blockedBy` while it is set; the form's end. */
  submitBar: ReactElement;
}

/**
 * A small form that adds to what a screen shows (members, a connection) with writes a missing
 * scope may block: its write, its one alert and its submit bar, which says why it is blocked.
 */
export function useBlockableWriteForm(
  client: Pick<ApiClient, "rateLimitBudget">,
  blockedBy: string | undefined,
  { label, pendingText }: SubmitText,
): BlockableWriteForm {
  const write = useCancellableWrite(client);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    write,
    onSubmitting: (steps) => async (event) => {
      event.preventDefault();
      if (blockedBy !== undefined || write.pending) return;
      setFailure(null);
      await steps();
    },
    fail: setFailure,
    alert: failure ? <FormAlert>{failure}</FormAlert> : null,
    submitBar: (
      <WriteSubmitBar
        write={write}
        label={label}
        pendingText={pendingText}
        disabledReason={blockedBy}
      />
    ),
  };
}
