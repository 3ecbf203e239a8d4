import { LazyConnectForm } from "../forms/connect/LazyConnectForm";
import { useTokenCheck } from "../forms/connect/useTokenCheck";
import type { Session } from "../session/sessionStore";
import { Button } from "../ui/Button";
import { InterruptionDialog } from "../ui/InterruptionDialog";
import { reconnectMessages as text } from "./reconnectMessages";

interface ReconnectDialogProps {
  session: Session;
  onReconnect: (token: string) => void;
  onSignOut: () => void;
}

/**
 * Asks for a new token over the current screen. The screen stays mounted underneath, so
 * whatever was typed there is still there after reconnecting.
 */
export function ReconnectDialog({ session, onReconnect, onSignOut }: ReconnectDialogProps) {
  const check = useTokenCheck();
  return (
    <InterruptionDialog open={session.interruption !== null} labelledBy="reconnect-heading">
      <h2 id="reconnect-heading">{text.heading}</h2>
      <p role="alert">
        {session.interruption ? `${text.reasons[session.interruption]} ` : null}
        {text.pasteNewToken(session.tenantUrl)}
      </p>
      <LazyConnectForm
        defaultTenantUrl={session.tenantUrl}
        tenantLocked
        submitLabel={text.submit}
        onConnect={(values) =>
          void check.run(session.tenantUrl, values.token, () => onReconnect(values.token))
        }
        checking={check.checking}
        problem={check.problem}
      />
      <p>
        <Button onClick={onSignOut}>{text.signOut}</Button>
      </p>
    </InterruptionDialog>
  );
}
