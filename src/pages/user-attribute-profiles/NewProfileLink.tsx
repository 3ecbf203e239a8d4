import "../../ui/buttonLink.css";
import { useId } from "react";
import { writeScopeProblem } from "../../api/writeScope";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import { NEW_PATH } from "./paths";

/**
 * New profile, beside the heading. Without the create scope it still opens the form, which
 * sends nothing; the link says beforehand which scope is missing.
 */
export function NewProfileLink({ scopes }: { scopes: readonly string[] }) {
  const hintId = useId();
  const problem = writeScopeProblem(scopes, "createUserAttributeProfile");
  return (
    <div className="new-profile">
      <a
        href={`#${NEW_PATH}`}
        className="button-link"
        aria-describedby={problem === undefined ? undefined : hintId}
      >
        {messages.create.link}
      </a>
      {problem === undefined ? null : (
        <span id={hintId} className="field-hint">
          {problem}
        </span>
      )}
    </div>
  );
}
