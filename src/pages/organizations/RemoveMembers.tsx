import { useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { removeOrganizationMembers } from "../../api/organization-members/remove";
import { LIMITS } from "../../api/schemas/limits";
import { useCancellableWrite } from "../../forms/shared/useCancellableWrite";
import { inBatches } from "../../lib/inBatches";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { FormAlert } from "../../ui/FormAlert";
import { organizationsMessages } from "./messages";

const text = organizationsMessages.members;
const PER_REQUEST = LIMITS.organization.membersPerRequest.max;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  selected: readonly string[];
  blockedBy: string | undefined;
  onRemoved: (ids: readonly string[]) => void;
}

/** Remove selected members, confirmed in the one confirm panel, 10 a request. */
export function RemoveMembers({ client, organization, selected, blockedBy, onRemoved }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const write = useCancellableWrite(client);

  const remove = async () => {
    if (blockedBy !== undefined) return;
    setFailure(null);
    let removed = 0;
    for (const batch of inBatches(selected, PER_REQUEST)) {
      try {
        await write.run(
          (request) =>
            removeOrganizationMembers(client, { id: organization.id, members: batch }, request),
          {
            operation: "removeOrganizationMembers",
            target: organization.id,
            targetName: organization.name,
          },
        );
      } catch (error) {
        setFailure(describeApiError(error));
        break;
      }
      removed += batch.length;
      onRemoved(batch);
    }
    setConfirming(false);
    if (removed > 0) setOutcome(text.removed(removed));
  };

  return (
    <div className="stack">
      <div className="member-actions">
        <button
          type="button"
          onClick={() => {
            setOutcome(null);
            setConfirming(true);
          }}
          disabled={selected.length === 0 || blockedBy !== undefined || confirming}
        >
          {text.removeSelected}
        </button>
        <span className="muted">{text.selectedCount(selected.length)}</span>
      </div>
      {confirming ? (
        <ConfirmPanel
          question={text.confirmRemove(selected.length, organization.name)}
          consequence={text.removeConsequence}
          confirmLabel={text.remove}
          cancelLabel={text.cancel}
          onConfirm={() => void remove()}
          onCancel={write.pending ? write.cancel : () => setConfirming(false)}
          write={{ pending: write.pending, pendingText: text.removing, resumeAt: write.resumeAt }}
        />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <p role="status" className="list-status">
        {outcome ?? ""}
      </p>
    </div>
  );
}
