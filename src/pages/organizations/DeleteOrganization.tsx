import { useId, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { deleteOrganization } from "../../api/organizations/delete";
import { useCancellableWrite } from "../../forms/shared/useCancellableWrite";
import { useScopeProblem } from "../../session/useScopeProblem";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { FormAlert } from "../../ui/FormAlert";
import { organizationsMessages } from "./messages";

const text = organizationsMessages.delete;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  onDeleted: () => void;
}

/** The Delete organization region: type the name to confirm; nothing is sent before. */
export function DeleteOrganization({ client, organization, onDeleted }: Props) {
  const headingId = useId();
  const blocked = useScopeProblem("deleteOrganization");
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const write = useCancellableWrite(client);

  const remove = async () => {
    if (blocked !== undefined) return;
    setFailure(null);
    try {
      await write.run((request) => deleteOrganization(client, organization.id, request), {
        operation: "deleteOrganization",
        target: organization.id,
        targetName: organization.name,
      });
      onDeleted();
    } catch (error) {
      setFailure(describeApiError(error));
    }
  };

  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      {blocked ? <p className="banner warning">{blocked}.</p> : null}
      {confirming ? (
        <ConfirmPanel
          question={text.question(organization.name)}
          consequence={text.consequence}
          confirmLabel={text.confirm}
          cancelLabel={text.cancel}
          onConfirm={() => void remove()}
          onCancel={write.pending ? write.cancel : () => setConfirming(false)}
          typeToConfirm={{
            label: text.label,
            expected: organization.name,
            mismatch: text.mismatch(organization.name),
          }}
          write={{ pending: write.pending, pendingText: text.pending, resumeAt: write.resumeAt }}
        />
      ) : (
        <div>
          <button
            type="button"
            className="danger"
            onClick={() => setConfirming(true)}
            disabled={blocked !== undefined}
          >
            {text.open}
          </button>
        </div>
      )}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </section>
  );
}
