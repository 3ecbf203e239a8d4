import { useId } from "react";
import type { ApiClient } from "../../api/client";
import { deleteOrganization } from "../../api/organizations/delete";
import { useConfirmedWrite } from "../../forms/shared/useConfirmedWrite";
import { WriteConfirmPanel } from "../../forms/shared/WriteConfirmPanel";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { useScopeProblem } from "../../session/useScopeProblem";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
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
  const confirmed = useConfirmedWrite(client);

  const remove = async () => {
    if (blocked !== undefined) return;
    const deleted = await confirmed.attempt(
      (request) => deleteOrganization(client, organization.id, request),
      { operation: "deleteOrganization", ...namedTarget(organization) },
    );
    if (deleted.ok) onDeleted();
  };

  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      {blocked ? (
        <Banner as="p" tone="warning">
          {blocked}.
        </Banner>
      ) : null}
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={text.confirmDelete}
          subject={isolated(organization.name)}
          showFailure={false}
          onConfirm={() => void remove()}
          typeToConfirm={{
            label: text.label,
            expected: organization.name,
            mismatch: text.mismatch(isolated(organization.name)),
          }}
        />
      ) : (
        <div>
          <Button
            ref={confirmed.opener}
            variant="danger"
            onClick={confirmed.ask}
            disabled={blocked !== undefined}
          >
            {text.open}
          </Button>
        </div>
      )}
      {confirmed.failure ? <FormAlert>{confirmed.failure}</FormAlert> : null}
    </section>
  );
}
