import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import { profileDeleted, profileUpdated } from "../../api/token-exchange-profiles/cache";
import {
  DELETE_TOKEN_EXCHANGE_PROFILE_WRITE,
  deleteTokenExchangeProfileOptions,
} from "../../api/token-exchange-profiles/delete";
import { writeScopeProblem } from "../../api/writeScope";
import { useCancellableWrite } from "../../forms/shared/useCancellableWrite";
import { EditTokenExchangeProfileForm } from "../../forms/token-exchange-profile/EditTokenExchangeProfileForm";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { ExplainedButton } from "../../ui/ExplainedButton";
import { FormAlert } from "../../ui/FormAlert";
import { tokenExchangeProfilesMessages as messages } from "./messages";

const text = messages.details;

interface ProfileActionsProps {
  client: ApiClient;
  profile: TokenExchangeProfile;
  scopes: readonly string[];
  /** Says what happened where the list announces it (the drawer may be gone). */
  onDone: (message: string) => void;
  /** The profile is gone: close its details. */
  onDeleted: () => void;
}

/** A button that says which scope it lacks instead of doing nothing when pressed. */
function ScopedButton({
  label,
  problem,
  onClick,
}: {
  label: string;
  problem: string | undefined;
  onClick: () => void;
}) {
  return (
    <span className="scoped-action">
      <ExplainedButton type="button" onClick={onClick} reason={problem}>
        {label}
      </ExplainedButton>
    </span>
  );
}

/** Edit profile and Delete profile, in the details; each needs its own scope. */
export function ProfileActions({
  client,
  profile,
  scopes,
  onDone,
  onDeleted,
}: ProfileActionsProps) {
  const cache = useQueryClient();
  const [mode, setMode] = useState<"view" | "edit" | "delete">("view");
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation(deleteTokenExchangeProfileOptions(client));
  const write = useCancellableWrite(client);
  const cannotEdit = writeScopeProblem(scopes, "updateTokenExchangeProfile");
  const cannotDelete = writeScopeProblem(scopes, "deleteTokenExchangeProfile");

  const remove = async () => {
    if (cannotDelete !== undefined) return;
    setAlert(null);
    try {
      await write.run((request) => mutation.mutateAsync({ id: profile.id, ...request }), {
        operation: "deleteTokenExchangeProfile",
        target: `${profile.name} (${profile.id})`,
        targetName: profile.name,
      });
      profileDeleted(cache, profile.id);
      onDone(text.deleted(profile.name));
      onDeleted();
    } catch (error) {
      setAlert(describeApiError(error, DELETE_TOKEN_EXCHANGE_PROFILE_WRITE));
    }
  };

  if (mode === "edit") {
    return (
      <EditTokenExchangeProfileForm
        client={client}
        profile={profile}
        blockedBy={cannotEdit}
        onSaved={(saved) => {
          profileUpdated(cache, saved);
          setMode("view");
          onDone(text.saved(saved.name));
        }}
        onCancel={() => setMode("view")}
      />
    );
  }
  if (mode === "delete") {
    return (
      <ConfirmPanel
        question={text.deleteQuestion(profile.name)}
        consequence={text.deleteConsequence}
        confirmLabel={text.deleteConfirm}
        cancelLabel={text.deleteCancel}
        onConfirm={() => void remove()}
        onCancel={() => (write.pending ? write.cancel() : setMode("view"))}
        write={{
          pending: write.pending,
          pendingText: text.deletePending,
          resumeAt: write.resumeAt,
        }}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </ConfirmPanel>
    );
  }
  return (
    <div className="actions profile-actions">
      <ScopedButton label={text.edit} problem={cannotEdit} onClick={() => setMode("edit")} />
      <ScopedButton label={text.delete} problem={cannotDelete} onClick={() => setMode("delete")} />
    </div>
  );
}
