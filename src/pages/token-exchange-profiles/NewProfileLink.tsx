import "../../ui/buttonLink.css";
import { useId } from "react";
import { writeScopeProblem } from "../../api/writeScope";
import { NEW_PATH } from "./detailsRoute";
import { tokenExchangeProfilesMessages as text } from "./messages";

/**
 * New profile, beside the list's heading. Without the create scope it still opens the form,
 * which sends nothing; the link says beforehand which scope is missing.
 */
export function NewProfileLink({ scopes }: { scopes: readonly string[] }) {
  const hintId = useId();
  const problem = writeScopeProblem(scopes, "createTokenExchangeProfile");
  return (
    <div className="new-profile">
      <a
        href={`#${NEW_PATH}`}
        className="button-link"
        aria-describedby={problem === undefined ? undefined : hintId}
      >
        {text.newProfile.link}
      </a>
      {problem === undefined ? null : (
        <span id={hintId} className="field-hint">
          {problem}
        </span>
      )}
    </div>
  );
}
