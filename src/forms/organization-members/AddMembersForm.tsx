import { useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { addOrganizationMembers } from "../../api/organization-members/add";
import { LIMITS } from "../../api/schemas/limits";
import { inBatches } from "../../lib/inBatches";
import { Field } from "../../ui/Field";
import { FindUser } from "../shared/FindUser";
import { useBlockableWriteForm } from "../shared/useBlockableWriteForm";
import { membersMessages as text } from "./messages";
import { parseMemberIds } from "./parseMemberIds";

const PER_REQUEST = LIMITS.organization.membersPerRequest.max;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  /** Why this token cannot add members: nothing is sent while set. */
  blockedBy: string | undefined;
  /** Finds users by email or name for the list; undefined when the token lacks read:users. */
  findWith: ApiClient | undefined;
  /** After each request that succeeded, with the ids it added. */
  onAdded: (ids: readonly string[]) => void;
}

/** The typed list with one more id, on a line of its own, unless it is there already. */
function withId(typed: string, id: string): string {
  const { ids } = parseMemberIds(typed);
  if (ids.includes(id)) return typed;
  const trimmed = typed.trimEnd();
  return trimmed === "" ? id : `${trimmed}\n${id}`;
}

/**
 * Add members by user id, one a line or comma-separated, sent 10 a request (the tenant's
 * limit) with progress. **Find user** (an email or a name) adds the chosen user's id to the list,
 * so a ticket's addresses and pasted ids end in one list.
 */
export function AddMembersForm({ client, organization, blockedBy, findWith, onAdded }: Props) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState("");
  const { write, onSubmitting, fail, alert, submitBar } = useBlockableWriteForm(client, blockedBy, {
    label: text.submit,
    pendingText: text.pending,
  });

  const submit = async () => {
    const { ids, invalid } = parseMemberIds(typed);
    if (invalid.length > 0 || ids.length === 0) {
      setError(invalid[0] ? text.invalid(invalid[0].entry, invalid[0].problem) : text.empty);
      return;
    }
    setError(undefined);
    const batches = inBatches(ids, PER_REQUEST);
    let added = 0;
    for (const batch of batches) {
      setProgress(text.progress(added, ids.length));
      try {
        await write.run(
          (request) =>
            addOrganizationMembers(client, { id: organization.id, members: batch }, request),
          {
            operation: "addOrganizationMembers",
            target: organization.id,
            targetName: organization.name,
          },
        );
      } catch (failure) {
        setProgress("");
        fail(text.failed(added, ids.length, describeApiError(failure)));
        setTyped(ids.slice(added).join("\n"));
        return;
      }
      added += batch.length;
      onAdded(batch);
    }
    setProgress(text.done(added));
    setTyped("");
  };

  return (
    <form
      className="add-members stack"
      noValidate
      onSubmit={onSubmitting(submit)}
      aria-label={text.title}
    >
      <FindUser
        client={findWith}
        locked={write.pending}
        onChoose={(user) => setTyped((before) => withId(before, user.user_id))}
      />
      <Field label={text.label} hint={text.hint(PER_REQUEST)} error={error}>
        {(a11y) => (
          <textarea
            {...a11y}
            name="members"
            rows={3}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            className="mono"
          />
        )}
      </Field>
      {alert}
      <p role="status" className="list-status">
        {progress}
      </p>
      {submitBar}
    </form>
  );
}
