import { excessWriteScopes } from "../api/schemas/scopes";
import { formatDateTime, formatRelativeTime } from "../lib/format";
import type { Session } from "../session/sessionStore";
import { Banner } from "../ui/Banner";
import { Countdown } from "../ui/Countdown";
import { IsolatedText } from "../ui/IsolatedText";
import { sessionMessages } from "./messages";
import { ScopeList } from "./ScopeList";

const text = sessionMessages;

/** Who the token says it is, and whether it grants more than the console needs. */
export function SessionSummary({ session }: { session: Session }) {
  const { claims } = session;
  const excess = excessWriteScopes(claims.scopes);
  const audience = Array.isArray(claims.aud) ? claims.aud.join(", ") : claims.aud;
  const client = claims.azp ?? claims.sub;
  return (
    <>
      <details className="session-summary">
        <summary>
          {text.at(
            <IsolatedText key="client" text={client ?? text.unknownClient} />,
            <IsolatedText key="tenant" text={session.tenantUrl} />,
          )}
          {claims.exp !== undefined ? (
            <>
              {" "}
              · {text.expiresIn} <Countdown until={claims.exp * 1000} />
            </>
          ) : null}
        </summary>
        <dl>
          <dt>{text.client}</dt>
          <dd className="mono">
            {client === undefined ? text.notInToken : <IsolatedText text={client} />}
          </dd>
          <dt>{text.audience}</dt>
          <dd className="mono">
            {audience === undefined ? text.notInToken : <IsolatedText text={audience} />}
          </dd>
          <dt>{text.expires}</dt>
          <dd>
            {claims.exp !== undefined
              ? text.expiresAt(
                  formatDateTime(claims.exp * 1000),
                  formatRelativeTime(claims.exp * 1000, Date.now()),
                )
              : text.never}
          </dd>
        </dl>
        <ScopeList scopes={claims.scopes} heading={text.scopesHeading} />
      </details>
      {excess.length > 0 ? (
        <Banner as="p" tone="warning">
          {text.excessScopes(excess.join(", "))}
        </Banner>
      ) : null}
    </>
  );
}
