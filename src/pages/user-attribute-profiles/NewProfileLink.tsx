import { writeScopeProblem } from "../../api/writeScope";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import { NewItemLink } from "../../ui/NewItemLink";
import { NEW_PATH } from "./paths";

/** New profile, beside the heading. */
export function NewProfileLink({ scopes }: { scopes: readonly string[] }) {
  return (
    <NewItemLink
      href={`#${NEW_PATH}`}
      label={messages.create.link}
      problem={writeScopeProblem(scopes, "createUserAttributeProfile")}
    />
  );
}
