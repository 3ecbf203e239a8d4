import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import {
  DELETE_USER_ATTRIBUTE_PROFILE_WRITE,
  deleteUserAttributeProfileOptions,
} from "../../api/user-attribute-profiles/delete";
import { userAttributeProfileKeys } from "../../api/user-attribute-profiles/keys";
import { useConfirmedWrite } from "../../forms/shared/useConfirmedWrite";
import { WriteConfirmPanel } from "../../forms/shared/WriteConfirmPanel";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import type { OpenedProfile } from "../../forms/user-attribute-profile/UserAttributeProfileForm";
import { namedTarget } from "../../session/namedTarget";
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
  const mutation = useMutation(deleteUserAttributeProfileOptions(client));
  const confirmed = useConfirmedWrite(client, DELETE_USER_ATTRIBUTE_PROFILE_WRITE);

  const remove = async () => {
    if (blockedBy !== undefined) return;
    const deleted = await confirmed.attempt(
      (request) => mutation.mutateAsync({ id: profile.id, ...request }),
      { operation: "deleteUserAttributeProfile", ...namedTarget(profile) },
    );
    if (!deleted.ok) return;
    cache.removeQueries({ queryKey: userAttributeProfileKeys.detail(profile.id) });
    // The links list and the palette's searches read again: one profile fewer.
    void cache.invalidateQueries({ queryKey: userAttributeProfileKeys.lists() });
    cache.removeQueries({ queryKey: userAttributeProfileKeys.searches() });
    confirmed.close();
    onDeleted(text.done(profile.name));
  };

  if (confirmed.asking) {
    return (
      <WriteConfirmPanel
        confirmed={confirmed}
        copy={text.confirmDelete}
        subject={profile.name}
        onConfirm={() => void remove()}
      />
    );
  }
  return (
    <div className="actions">
      <ExplainedButton type="button" onClick={confirmed.ask} reason={blockedBy}>
        {text.button}
      </ExplainedButton>
    </div>
  );
}
