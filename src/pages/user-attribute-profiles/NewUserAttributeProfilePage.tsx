import { useQueryClient } from "@tanstack/react-query";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { attributeProfileCreated } from "../../api/user-attribute-profiles/cache";
import { missingScopeMessage } from "../../api/writeScope";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import { NewUserAttributeProfileForm } from "../../forms/user-attribute-profile/new/NewUserAttributeProfileForm";
import { isolated } from "../../lib/isolated";
import { leaveNews } from "../../lib/news";
import { routeHash } from "../../lib/routeQuery";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useWriteScope } from "../../session/useWriteScope";
import { WritePage } from "../../ui/WritePage";
import { LIST_PATH } from "./paths";

const text = messages.create;

/** `#/user-attribute-profiles/new`; once created, the profile opens in the editor. */
export default function NewUserAttributeProfilePage() {
  const client = useApiClient();
  const cache = useQueryClient();
  const scopes = useSession()?.claims.scopes ?? [];
  const blocked = useWriteScope("createUserAttributeProfile");
  const templatesScope = OPERATION_SCOPES.listUserAttributeProfileTemplates;
  return (
    <WritePage
      headingId="new-uap-heading"
      heading={text.heading}
      intro={<p>{text.intro}</p>}
      aside={<a href={`#${LIST_PATH}`}>{text.back}</a>}
      blockedBy={blocked}
    >
      <NewUserAttributeProfileForm
        client={client}
        blockedBy={blocked}
        templatesBlockedBy={
          scopes.includes(templatesScope)
            ? undefined
            : text.noScope(missingScopeMessage("listUserAttributeProfileTemplates"))
        }
        onCreated={(profile) => {
          attributeProfileCreated(cache, profile);
          leaveNews(LIST_PATH, messages.create.done(isolated(profile.name)));
          window.location.hash = routeHash(LIST_PATH, "profile", profile.id);
        }}
      />
    </WritePage>
  );
}
