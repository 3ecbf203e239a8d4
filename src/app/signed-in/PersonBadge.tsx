import type { SignedInPerson } from "../../api/consoleSignIn";
import { IsolatedText } from "../../ui/IsolatedText";
import { signedInMessages as text } from "./signedInMessages";
import "./signedIn.css";

/** The bar's "who is signed in": name (else email) and role, beside Sign out. */
export function PersonBadge({ person }: { person: SignedInPerson }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named pair of texts in the bar, no form's fieldset.
    <div role="group" aria-label={text.signedIn} className="person">
      <span className="person-name">
        <IsolatedText text={person.name || person.email} />
      </span>{" "}
      <span className="person-role">{text.role(person.role)}</span>
    </div>
  );
}
