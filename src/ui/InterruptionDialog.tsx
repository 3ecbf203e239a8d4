import { type ReactNode, useEffect, useRef } from "react";

interface Props {
  open: boolean;
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A modal dialog over the current screen while work cannot go on (a token or a sign-in session
 * ended). The screen stays mounted underneath, so what was typed survives. Escape does not
 * close it: that would leave the screen with nothing to call the tenant with, so the dialog's
 * own buttons are the ways on.
 */
export function InterruptionDialog({ open, labelledBy, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="reconnect-dialog"
      onCancel={(event) => event.preventDefault()}
    >
      {open ? children : null}
    </dialog>
  );
}
