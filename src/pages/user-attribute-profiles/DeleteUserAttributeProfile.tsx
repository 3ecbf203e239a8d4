import { useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import { attributeProfileDeleted } from "../../api/user-attribute-profiles/cache";
import {
  DELETE_USER_ATTRIBUTE_PROFILE_WRITE,
  deleteUserAttributeProfile,
} from "../../api/user-attribute-profiles/delete";
import { useConfirmedDelete } from "../../forms/shared/useConfirmedDelete";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import type { OpenedProfile } from "../../forms/user-attribute-profile/UserAttributeProfileForm";
import { isolated } from "../../lib/isolated";
import { ExplainedButton } from "../../ui/ExplainedButton";

const text = messages.delete;

interface DeleteUserAttributeProfileProps {
  client: ApiClient;
  profile: OpenedProfile;
  /** Why this token cannot delete profiles: the button is disabled and says so. */
  blockedBy: string | undefined;
  /** The profile is gone: the editor forgets it, the screen says so. */
  onDeleted: (message: string) => void;
}

/** Delete profile on an open profile, confirmed with Delete in the one confirm panel. */
export function DeleteUserAttributeProfile({
  client,
  profile,
  blockedBy,
  onDeleted,
}: DeleteUserAttributeProfileProps) {
  const cache = useQueryClient();
  const deletion = useConfirmedDelete({
    client,
    record: profile,
    operation: "deleteUserAttributeProfile",
    outcome: DELETE_USER_ATTRIBUTE_PROFILE_WRITE,
    copy: text.confirmDelete,
    blockedBy,
    send: (id, request) => deleteUserAttributeProfile(client, id, request),
    onDeleted: () => {
      attributeProfileDeleted(cache, profile.id);
      deletion.confirmed.close();
      onDeleted(text.done(isolated(profile.name)));
    },
  });

  if (deletion.panel) return deletion.panel;
  return (
    <div className="actions">
      <ExplainedButton type="button" onClick={deletion.confirmed.ask} reason={blockedBy}>
        {text.button}
      </ExplainedButton>
    </div>
  );
}
