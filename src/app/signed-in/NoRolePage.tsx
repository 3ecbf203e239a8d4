import type { SignedInPerson } from "../../api/consoleSignIn";
import { isolated } from "../../lib/isolated";
import { Sentence } from "../../ui/Sentence";
import { signedInMessages as text } from "./signedInMessages";

/**
 * Every address, for a person signed in with no role: the server refuses them every call, so
 * the screens would only show refusals. Sign out is in the bar.
 */
export function NoRolePage({ person }: { person: SignedInPerson }) {
  return (
    <section aria-labelledby="no-role-heading" className="narrow stack">
      <h1 id="no-role-heading">{text.noRoleHeading}</h1>
      {/* One block of text: the stack's gap would set its two sentences far apart. */}
      <div>
        <p>
          <Sentence text={text.noRole(isolated(person.email || person.name))} />
        </p>
        <p>{text.noRoleNext}</p>
      </div>
    </section>
  );
}
