import { writeScopeProblem } from "../../api/writeScope";
import { NewItemLink } from "../../ui/NewItemLink";
import { NEW_PATH } from "./detailsRoute";
import { tokenExchangeProfilesMessages as text } from "./messages";

/** New profile, beside the list's heading. */
export function NewProfileLink({ scopes }: { scopes: readonly string[] }) {
  return (
    <NewItemLink
      href={`#${NEW_PATH}`}
      label={text.newProfile.link}
      problem={writeScopeProblem(scopes, "createTokenExchangeProfile")}
    />
  );
}
