import type { SignedInPerson } from "../../api/consoleSignIn";
import { formatDateTime } from "../../lib/format";
import { IsolatedText } from "../../ui/IsolatedText";
import { ScopeList } from "../ScopeList";
import { signedInMessages as text } from "./signedInMessages";
import "./signedIn.css";

interface PersonSummaryProps {
  person: SignedInPerson;
  /** The server credential's, which bound what any role may do. */
  scopes: readonly string[];
}

/** In the sidebar or the menu: who is signed in, until when, and what the server may do. */
export function PersonSummary({ person, scopes }: PersonSummaryProps) {
  return (
    <details className="session-summary">
      <summary>
        {text.signedInAs} <IsolatedText text={person.email || person.name} /> ·{" "}
        {text.role(person.role)}
      </summary>
      <dl>
        <dt>{text.name}</dt>
        <dd>
          <IsolatedText text={person.name} />
        </dd>
        <dt>{text.email}</dt>
        <dd>
          <IsolatedText text={person.email} />
        </dd>
        <dt>{text.roleTerm}</dt>
        <dd>{text.role(person.role)}</dd>
        <dt>{text.sessionEnds}</dt>
        <dd>{person.expiresAt === undefined ? text.notSaid : formatDateTime(person.expiresAt)}</dd>
      </dl>
      <p>{text.roleBounds}</p>
      <ScopeList scopes={scopes} heading={text.credentialScopes} />
    </details>
  );
}
