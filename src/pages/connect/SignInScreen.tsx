import { useEffect, useState } from "react";
import { readServerSession } from "../../api/consoleSetup";
import { readSignedInPerson, signInAddress } from "../../api/consoleSignIn";
import { decodeClaims } from "../../api/jwt";
import { leavePageFor } from "../../lib/navigationGuard";
import { useSessionStore } from "../../session/SessionContext";
import type { SignInInput } from "../../session/sessionStore";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { signInMessages as text } from "./signInMessages";

type Check = { state: "checking" } | { state: "signed-out" } | { state: "failed"; problem: string };

/**
 * Who the session cookie belongs to, and what the server's credential may do: the credentials
 * mode's stand-in token carries its scopes (README, credentials mode), read for its claims and
 * dropped, since the server puts its own credential on every call.
 */
async function readSignIn(signal: AbortSignal): Promise<SignInInput | Check> {
  const me = await readSignedInPerson(fetch, signal);
  if (me.state === "signed-out") return { state: "signed-out" };
  if (me.state === "failed") return { state: "failed", problem: text.failed(me.message) };
  const credential = await readServerSession();
  if (!credential.ok) return { state: "failed", problem: text.noCredential(credential.message) };
  try {
    const claims = decodeClaims(credential.token);
    return { tenantUrl: credential.tenantUrl, claims, person: me.person };
  } catch (error) {
    return { state: "failed", problem: text.noCredential(String(error)) };
  }
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
