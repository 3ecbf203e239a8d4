import { useEffect, useRef } from "react";
import { ConnectForm } from "../forms/connect/ConnectForm";
import type { Session } from "../session/sessionStore";

interface ReconnectDialogProps {
  session: Session;
  onReconnect: (token: string) => void;
  onSignOut: () => void;
}

const REASONS = {
  expired: "Your access token has expired.",
  unauthorized: "The tenant refused the access token (401).",
} as const;

/**
 * Asks for a new token over the current screen. The screen stays mounted underneath, so
 * whatever was typed there is still there after reconnecting.
 */
export function ReconnectDialog({ session, onReconnect, onSignOut }: ReconnectDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = session.interruption !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="reconnect-heading"
      className="reconnect-dialog"
      // Escape would leave the screen without a working token; Sign out is the way out.
      onCancel={(event) => event.preventDefault()}
    >
      {open ? (
        <>
          <h2 id="reconnect-heading">Reconnect to continue</h2>
          <p role="alert">
            {session.interruption ? REASONS[session.interruption] : null} Paste a new token for{" "}
            {session.tenantUrl}; nothing you typed on this screen is lost.
          </p>
          <ConnectForm
            defaultTenantUrl={session.tenantUrl}
            tenantLocked
            submitLabel="Reconnect"
            onConnect={(values) => onReconnect(values.token)}
          />
          <p>
            <button type="button" onClick={onSignOut}>
              Sign out instead
            </button>
          </p>
        </>
      ) : null}
    </dialog>
  );
}
