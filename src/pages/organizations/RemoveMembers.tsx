import { useRef, useState } from "react";
import type { ApiClient } from "../../api/client";
import { removeOrganizationMembers } from "../../api/organization-members/remove";
import { LIMITS } from "../../api/schemas/limits";
import { useConfirmedWrite } from "../../forms/shared/useConfirmedWrite";
import { WriteConfirmPanel } from "../../forms/shared/WriteConfirmPanel";
import { inBatches } from "../../lib/inBatches";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { NamedList } from "../../ui/NamedList";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { organizationsMessages } from "./messages";

const text = organizationsMessages.members;
const PER_REQUEST = LIMITS.organization.membersPerRequest.max;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  selected: readonly string[];
  /** How the table names each selected member (email, else name, else id), in `selected`'s order. */
  names: readonly string[];
  blockedBy: string | undefined;
  onRemoved: (ids: readonly string[]) => void;
}

/** Remove selected members, confirmed in the one confirm panel, 10 a request. */
export function RemoveMembers({
  client,
  organization,
  selected,
  names,
  blockedBy,
  onRemoved,
}: Props) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirmed = useConfirmedWrite(client);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const remove = async () => {
    if (blockedBy !== undefined) return;
    let removed = 0;
    for (const batch of inBatches(selected, PER_REQUEST)) {
      const sent = await confirmed.attempt(
        (request) =>
          removeOrganizationMembers(client, { id: organization.id, members: batch }, request),
        {
          operation: "removeOrganizationMembers",
          ...namedTarget(organization),
        },
      );
      if (!sent.ok) break;
      removed += batch.length;
      onRemoved(batch);
    }
    if (removed === 0) {
      confirmed.dismiss();
      return;
    }
    // The rows removed took the focus with them: the outcome takes it, and is read out.
    confirmed.close();
    setOutcome(text.removed(removed));
    focusAfterRender(() => statusRef.current);
  };

  return (
    <div className="stack">
      <div className="member-actions">
        <Button
          ref={confirmed.opener}
          onClick={() => {
            setOutcome(null);
            confirmed.ask();
          }}
          disabled={selected.length === 0 || blockedBy !== undefined || confirmed.asking}
        >
          {text.removeSelected}
        </Button>
        <span className="muted">{text.selectedCount(selected.length)}</span>
      </div>
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={text.confirmRemove}
          subject={{ count: selected.length, organization: isolated(organization.name) }}
          showFailure={false}
          onConfirm={() => void remove()}
        >
          <NamedList names={names} label={text.toRemove} more={text.andMore} />
        </WriteConfirmPanel>
      ) : null}
      {confirmed.failure ? <FormAlert>{confirmed.failure}</FormAlert> : null}
      <p role="status" className="list-status" ref={statusRef} tabIndex={-1}>
        {outcome ?? ""}
      </p>
    </div>
  );
}
