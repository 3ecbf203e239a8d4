import type { ReactNode, Ref } from "react";
import { Button } from "./Button";
import { Countdown } from "./Countdown";
import { useDisabledReason } from "./useDisabledReason";
import "./SubmitBar.css";

interface SubmitBarProps {
  /** The button's name, e.g. "Create organization" (text, perhaps with line-break hints). */
  label: ReactNode;
  /** The status while the write is out, e.g. "Creating the organization…". */
  pendingText: string;
  pending: boolean;
  /** While the request waits out a 429: when it is sent again (epoch ms). */
  resumeAt: number | undefined;
  /**
   * Cancel is shown while this is given: a pending write must never hold the screen, so pass
   * the abort while pending (and, on a confirm step, "back to editing" before sending).
   */
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
  /** Without it the button submits its form; with it, it is a plain button (a confirm step). */
  onSubmit?: () => void;
  submitRef?: Ref<HTMLButtonElement>;
  /** Why the write cannot be sent yet: the button is disabled and described by this. */
  disabledReason?: string | undefined;
  /** A write that removes something: the button takes the danger style. */
  destructive?: boolean | undefined;
}

/**
 * The end of every write: its button (disabled while the write is out), Cancel, and one
 * `role="status"` that says the write is out or when the tenant's rate limit lets it go again.
 */
export function SubmitBar({
  label,
  pendingText,
  pending,
  resumeAt,
  onCancel,
  cancelLabel = "Cancel",
  onSubmit,
  submitRef,
  disabledReason,
  destructive = false,
}: SubmitBarProps) {
  // The hook ExplainedButton is built on, not ExplainedButton: the bar renders on every
  // keystroke of some forms, and a component more there is counted by their render budgets
  // (UserAttributeProfileForm.test.tsx).
  const { buttonProps, hint } = useDisabledReason(disabledReason, pending);
  return (
    <div className="submit-row">
      <Button
        ref={submitRef}
        type={onSubmit ? "button" : "submit"}
        className={destructive ? "danger wrap" : "primary wrap"}
        onClick={onSubmit}
        {...buttonProps}
      >
        {label}
      </Button>
      {hint}
      {onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
      <p role="status" className="submit-status">
        {pending && resumeAt !== undefined ? (
          <>
            The tenant is limiting requests; sending again in <Countdown until={resumeAt} />.
          </>
        ) : pending ? (
          pendingText
        ) : null}
      </p>
    </div>
  );
}
