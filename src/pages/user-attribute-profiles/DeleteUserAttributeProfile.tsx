import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import {
  DELETE_USER_ATTRIBUTE_PROFILE_WRITE,
  deleteUserAttributeProfileOptions,
} from "../../api/user-attribute-profiles/delete";
import { userAttributeProfileKeys } from "../../api/user-attribute-profiles/keys";
import { useCancellableWrite } from "../../forms/shared/useCancellableWrite";
import { userAttributeProfileMessages as messages } from "../../forms/user-attribute-profile/messages";
import type { OpenedProfile } from "../../forms/user-attribute-profile/UserAttributeProfileForm";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { ExplainedButton } from "../../ui/ExplainedButton";
import { FormAlert } from "../../ui/FormAlert";

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
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation(deleteUserAttributeProfileOptions(client));
  const write = useCancellableWrite(client);

  const remove = async () => {
    if (blockedBy !== undefined) return;
    setAlert(null);
    try {
      await write.run((request) => mutation.mutateAsync({ id: profile.id, ...request }), {
        operation: "deleteUserAttributeProfile",
        target: `${profile.name} (${profile.id})`,
        targetName: profile.name,
      });
      cache.removeQueries({ queryKey: userAttributeProfileKeys.detail(profile.id) });
      // The links list and the palette's searches read again: one profile fewer.
      void cache.invalidateQueries({ queryKey: userAttributeProfileKeys.lists() });
      cache.removeQueries({ queryKey: userAttributeProfileKeys.searches() });
      setAsking(false);
      onDeleted(text.done(profile.name));
    } catch (error) {
      setAlert(describeApiError(error, DELETE_USER_ATTRIBUTE_PROFILE_WRITE));
    }
  };

  if (asking) {
    return (
      <ConfirmPanel
        question={text.question(profile.name)}
        consequence={text.consequence}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={() => void remove()}
        onCancel={() => (write.pending ? write.cancel() : setAsking(false))}
        write={{ pending: write.pending, pendingText: text.pending, resumeAt: write.resumeAt }}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </ConfirmPanel>
    );
  }
  return (
    <div className="actions">
      <ExplainedButton type="button" onClick={() => setAsking(true)} reason={blockedBy}>
        {text.button}
      </ExplainedButton>
    </div>
  );
}
