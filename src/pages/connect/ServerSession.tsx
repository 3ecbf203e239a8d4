import { useState } from "react";
import { readServerSession } from "../../api/consoleSetup";
import { connectMessages as text } from "../../forms/connect/messages";
import { useTokenCheck } from "../../forms/connect/useTokenCheck";
import type { ConnectInput } from "../../session/sessionStore";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";

/**
 * A server in credentials mode holds the tenant's token: one click takes its session (a stand-in
 * its proxy swaps for the real token) through the same read as a typed token.
 */
export function ServerSession({ onSession }: { onSession: (session: ConnectInput) => void }) {
  const check = useTokenCheck();
  const [fetching, setFetching] = useState(false);
  const busy = fetching || check.checking;
  const takeSession = async () => {
    setFetching(true);
    const session = await readServerSession();
    setFetching(false);
    if (!session.ok) {
      check.fail(text.serverSessionFailed(session.message.replace(/[.\s]+$/, "")));
      return;
    }
    const { tenantUrl, token } = session;
    // The stand-in is useless without this server, so keeping it for the tab gains nothing.
    await check.run(tenantUrl, token, () => onSession({ tenantUrl, token, keepForTab: false }));
  };

  return (
    <div className="stack">
      <h2>{text.credentialsHeading}</h2>
      <p>{text.credentialsIntro}</p>
      {check.problem ? <FormAlert>{check.problem}</FormAlert> : null}
      <p role="status" className={busy ? undefined : "visually-hidden"}>
        {busy ? text.checking : ""}
      </p>
      <div>
        <Button variant="primary" disabled={busy} onClick={() => void takeSession()}>
          {text.useServerSession}
        </Button>
      </div>
    </div>
  );
}
