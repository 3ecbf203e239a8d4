import { CONSOLE_SCOPES, excessWriteScopes } from "../api/schemas/scopes";
import type { Session } from "../session/sessionStore";
import { Countdown } from "../ui/Countdown";

/** Who the token says it is, and whether it grants more than the console needs. */
export function SessionSummary({ session }: { session: Session }) {
  const { claims } = session;
  const excess = excessWriteScopes(claims.scopes);
  const audience = Array.isArray(claims.aud) ? claims.aud.join(", ") : claims.aud;
  return (
    <>
      <details className="session-summary">
        <summary>
          {claims.azp ?? claims.sub ?? "Unknown client"} at {session.tenantUrl}
          {claims.exp !== undefined ? (
            <>
              {" "}
              · expires in <Countdown until={claims.exp * 1000} />
            </>
          ) : null}
        </summary>
        <dl>
          <dt>Client</dt>
          <dd className="mono">{claims.azp ?? claims.sub ?? "not in token"}</dd>
          <dt>Audience</dt>
          <dd className="mono">{audience ?? "not in token"}</dd>
          <dt>Expires</dt>
          <dd>
            {claims.exp !== undefined ? new Date(claims.exp * 1000).toLocaleString() : "never"}
          </dd>
        </dl>
        <h2 className="small-heading">Scopes the console uses</h2>
        <ul aria-label="Scopes the console uses" className="scope-list">
          {CONSOLE_SCOPES.map((scope) => {
            const granted = claims.scopes.includes(scope);
            return (
              <li key={scope} className={granted ? "granted" : "missing"}>
                <span aria-hidden="true">{granted ? "✓" : "✗"}</span> {scope}{" "}
                <span className="visually-hidden">{granted ? "granted" : "missing"}</span>
              </li>
            );
          })}
        </ul>
      </details>
      {excess.length > 0 ? (
        <p className="banner warning">
          This token can also {excess.join(", ")}. The console never needs these: if the token
          leaks, they widen the damage. Prefer a token with only the scopes above.
        </p>
      ) : null}
    </>
  );
}
