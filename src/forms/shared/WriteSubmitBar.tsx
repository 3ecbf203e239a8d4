import type { ReactNode } from "react";
import { SubmitBar } from "../../ui/SubmitBar";
import type { CancellableWrite } from "./useCancellableWrite";

interface WriteSubmitBarProps {
  write: CancellableWrite;
  label: ReactNode;
  pendingText: string;
  /** Also pending before the write leaves (the form's own checks running). */
  busy?: boolean;
  disabledReason?: string | undefined;
  /** Cancel before the write too (back out of an edit); while it is pending, Cancel aborts it. */
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
}

/**
 * A form's submit bar tied to its one write: pending while it is out, the rate-limit wait it
 * meets, and Cancel for as long as it is pending, since a hanging request must never hold the
 * form.
 */
export function WriteSubmitBar({
  write,
  label,
  pendingText,
  busy = write.pending,
  disabledReason,
  onCancel,
  cancelLabel,
}: WriteSubmitBarProps) {
  return (
    <SubmitBar
      label={label}
      pendingText={pendingText}
      pending={busy}
      resumeAt={write.resumeAt}
      onCancel={busy ? write.cancel : onCancel}
      cancelLabel={cancelLabel}
      disabledReason={disabledReason}
    />
  );
}
