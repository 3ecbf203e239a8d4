import { useEffect, useState } from "react";
import { connectMessages } from "../../forms/connect/messages";
import { SignInScreen } from "./SignInScreen";
import { signInMessages } from "./signInMessages";
import { TokenConnect } from "./TokenConnect";
import { useOwnOrigin } from "./useOwnOrigin";

const text = connectMessages;

/**
 * How long the screen waits for its server to say whether it signs people in before it offers
 * the token form anyway (a static host that never answers): long enough that a server which
 * does is not preceded by a token form flashing past.
 */
const SETUP_WAIT_MS = 800;

function useWaited(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waited;
}

/**
 * A token (typed, or a credentials-mode server's session), or, when the console's server signs
 * people in, its Sign in button. `signedOut`: the user has just signed out, which the screen
 * says before anything else.
 */
export function ConnectPage({ signedOut = false }: { signedOut?: boolean }) {
  const setup = useOwnOrigin();
  const waited = useWaited(SETUP_WAIT_MS);
  const pending = setup === undefined && !waited;
  const issuer = setup?.signInIssuer ?? null;
  const farewellText = issuer ? signInMessages.signedOut : text.signedOut;
  // Filled after the first render: a live region that arrives with its text is not announced.
  const [farewell, setFarewell] = useState("");
  useEffect(
    () => setFarewell(signedOut && !pending ? farewellText : ""),
    [signedOut, pending, farewellText],
  );

  return (
    <section
      aria-labelledby={pending ? undefined : "connect-heading"}
      aria-busy={pending || undefined}
      className="narrow stack connect-page"
    >
      {pending ? null : (
        <h1 id="connect-heading">{issuer ? signInMessages.heading : text.heading}</h1>
      )}
      {/* Raw, not <Banner>: one live region, drawn as a banner only while it has something to say. */}
      <p role="status" className={farewell ? "banner success" : "visually-hidden"}>
        {farewell}
      </p>
      {pending ? null : issuer ? (
        <SignInScreen issuer={issuer} />
      ) : (
        <TokenConnect own={setup?.own} />
      )}
    </section>
  );
}
