import { signInAddress } from "../../api/consoleSignIn";
import { leavePageFor } from "../../lib/navigationGuard";
import type { Session } from "../../session/sessionStore";
import { Button } from "../../ui/Button";
import { InterruptionDialog } from "../../ui/InterruptionDialog";
import { signedInMessages as text } from "./signedInMessages";
import "./signedIn.css";

interface SessionEndedDialogProps {
  session: Session;
  onSignOut: () => void;
}

/**
 * A signed-in person's ReconnectDialog: a call answered 401 (the server's session ended, idle or
 * at its lifetime), so the person signs in again. Signing in leaves the page, so what survives
 * is what the forms keep for the tab (their drafts, restored on the way back), and the return
 * address brings back the same screen.
 */
export function SessionEndedDialog({ session, onSignOut }: SessionEndedDialogProps) {
  return (
    <InterruptionDialog open={session.interruption !== null} labelledBy="session-ended-heading">
      <h2 id="session-ended-heading">{text.endedHeading}</h2>
      <p role="alert">{text.ended}</p>
      <p className="session-ended-actions">
        <Button variant="primary" onClick={() => leavePageFor(signInAddress(window.location.hash))}>
          {text.signInAgain}
        </Button>
        <Button onClick={onSignOut}>{text.signOutInstead}</Button>
      </p>
    </InterruptionDialog>
  );
}
