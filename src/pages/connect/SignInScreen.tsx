import { useEffect, useState } from "react";
import { readSignedInPerson, signInAddress } from "../../api/consoleSignIn";
import { leavePageFor } from "../../lib/navigationGuard";
import { useSessionStore } from "../../session/SessionContext";
import type { SignInInput } from "../../session/sessionStore";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { signInMessages as text } from "./signInMessages";

type Check = { state: "checking" } | { state: "signed-out" } | { state: "failed"; problem: string };

/**
 * Who the session cookie belongs to, and what the server's credential may do: `/__console/me`
 * says both (the credential's claims, never a token), since the server puts its own credential
 * on every call.
 */
async function readSignIn(signal: AbortSignal): Promise<SignInInput | Check> {
  const me = await readSignedInPerson(fetch, signal);
  if (me.state === "signed-out") return { state: "signed-out" };
  if (me.state === "failed") return { state: "failed", problem: text.failed(me.message) };
  if (me.credential === null) return { state: "failed", problem: text.noCredential };
  return { tenantUrl: window.location.origin, claims: me.credential, person: me.person };
}

/** The provider's host, as the button names it ("id.example.com"). */
function hostOf(issuer: string): string {
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
}

/**
 * The connect screen when the console's server signs people in: a person already signed in (back
 * from the provider, or a reload) goes straight to the screen in the address; anyone else gets
 * the Sign in button, which comes back to that same screen.
 */
export function SignInScreen({ issuer }: { issuer: string }) {
  const store = useSessionStore();
  const [check, setCheck] = useState<Check>({ state: "checking" });
  useEffect(() => {
    const controller = new AbortController();
    void readSignIn(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if ("person" in result) store.signIn(result);
      else setCheck(result);
    });
    return () => controller.abort();
  }, [store]);
  const host = hostOf(issuer);

  if (check.state === "checking") {
    return (
      <p role="status" aria-busy="true">
        {text.checking}
      </p>
    );
  }
  return (
    <>
      <p>{text.intro(host)}</p>
      {check.state === "failed" ? <FormAlert>{check.problem}</FormAlert> : null}
      <div>
        <Button variant="primary" onClick={() => leavePageFor(signInAddress(window.location.hash))}>
          {text.signInWith(host)}
        </Button>
      </div>
    </>
  );
}
