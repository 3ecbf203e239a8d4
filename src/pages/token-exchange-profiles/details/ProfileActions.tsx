import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiClient } from "../../../api/client";
import type { ConsoleRole } from "../../../api/consoleRoles";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { profileDeleted, profileUpdated } from "../../../api/token-exchange-profiles/cache";
import {
  DELETE_TOKEN_EXCHANGE_PROFILE_WRITE,
  deleteTokenExchangeProfile,
} from "../../../api/token-exchange-profiles/delete";
import { writeScopeProblem } from "../../../api/writeScope";
import { useConfirmedDelete } from "../../../forms/shared/useConfirmedDelete";
import { EditTokenExchangeProfileForm } from "../../../forms/token-exchange-profile/EditTokenExchangeProfileForm";
import { isolated } from "../../../lib/isolated";
import { ExplainedButton } from "../../../ui/ExplainedButton";
import { WriteNews } from "../../../ui/WriteNews";
import { tokenExchangeProfilesMessages as messages } from "../messages";

const text = messages.details;

interface ProfileActionsProps {
  client: ApiClient;
  profile: TokenExchangeProfile;
  scopes: readonly string[];
  /** The signed-in person's role (null: none); undefined when a token connects. */
  role?: ConsoleRole | null | undefined;
  /** The profile was saved (the drawer says so, and keeps the focus). */
  onSaved: () => void;
  /** The profile is gone: the list says so and closes its details. */
  onDeleted: (news: string) => void;
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
  role,
  onSaved,
  onDeleted,
}: ProfileActionsProps) {
  const cache = useQueryClient();
  const [editing, setEditing] = useState(false);
  // The saved news takes the focus: the form that had it is gone.
  const [saved, setSaved] = useState({ news: "", focus: 0 });
  const cannotEdit = writeScopeProblem(scopes, "updateTokenExchangeProfile", role);
  const cannotDelete = writeScopeProblem(scopes, "deleteTokenExchangeProfile", role);
  const deletion = useConfirmedDelete({
    client,
    record: profile,
    operation: "deleteTokenExchangeProfile",
    outcome: DELETE_TOKEN_EXCHANGE_PROFILE_WRITE,
    copy: text.confirmDelete,
    blockedBy: cannotDelete,
    send: (id, request) => deleteTokenExchangeProfile(client, id, request),
    onDeleted: () => {
      profileDeleted(cache, profile.id);
      onDeleted(text.deleted(isolated(profile.name)));
    },
  });

  if (editing) {
    return (
      <EditTokenExchangeProfileForm
        client={client}
        profile={profile}
        blockedBy={cannotEdit}
        onSaved={(saved) => {
          profileUpdated(cache, saved);
          setEditing(false);
          const news = text.saved(isolated(saved.name));
          setSaved((before) => ({ news, focus: before.focus + 1 }));
          onSaved();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  if (deletion.panel) return deletion.panel;
  return (
    <>
      <div className="actions profile-actions">
        <ScopedButton
          label={text.edit}
          problem={cannotEdit}
          onClick={() => {
            setSaved((before) => ({ ...before, news: "" }));
            setEditing(true);
          }}
        />
        <ScopedButton label={text.delete} problem={cannotDelete} onClick={deletion.confirmed.ask} />
      </div>
      <WriteNews text={saved.news} focusKey={saved.focus} />
    </>
  );
}
