import { useId, useState } from "react";
import type { ApiClient } from "../../api/client";
import { removeOrganizationConnection } from "../../api/organization-connections/remove";
import { updateOrganizationConnection } from "../../api/organization-connections/update";
import type { OrganizationConnection } from "../../api/schemas/organizationConnection";
import { useConfirmedWrite } from "../../forms/shared/useConfirmedWrite";
import { WriteConfirmPanel } from "../../forms/shared/WriteConfirmPanel";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { IsolatedText } from "../../ui/IsolatedText";
import { Sentence } from "../../ui/Sentence";
import { organizationsMessages } from "./messages";

const text = organizationsMessages.connections;

const CONNECTION_FLAGS = {
  assign_membership_on_login: "Assign membership on login",
  show_as_button: "Show as button",
  is_signup_enabled: "Signup enabled",
} as const;
type Flag = keyof typeof CONNECTION_FLAGS;

/** The service's defaults, for a flag the answer leaves out. */
const DEFAULTS: Record<Flag, boolean> = {
  assign_membership_on_login: false,
  show_as_button: true,
  is_signup_enabled: false,
};

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  connection: OrganizationConnection;
  /** Ids of the notes that say which scope a control lacks; undefined when it has it. */
  cannotUpdate: string | undefined;
  cannotRemove: string | undefined;
  onChanged: (connection: OrganizationConnection) => void;
  onRemoved: (connection: OrganizationConnection) => void;
}

/** One enabled connection: named by its connection, its three options, and Remove {name}, confirmed. */
export function ConnectionRow({
  client,
  organization,
  connection,
  cannotUpdate,
  cannotRemove,
  onChanged,
  onRemoved,
}: Props) {
  const nameId = useId();
  const name = connection.connection?.name ?? connection.connection_id;
  // One write at a time for the row: a toggle or the removal, whose failure shows below it.
  const confirmed = useConfirmedWrite(client);
  const { write } = confirmed;
  // The box shows what was asked for while the change is on its way; a failure puts it back.
  const [asked, setAsked] = useState<Partial<Record<Flag, boolean>>>({});
  // What the last change did, said beside the row: a ticked box alone does not say it was saved.
  const [changedText, setChangedText] = useState<string | null>(null);
  const activity = namedTarget(organization);

  const toggle = async (flag: Flag, value: boolean) => {
    if (cannotUpdate !== undefined || write.pending) return;
    setAsked({ [flag]: value });
    setChangedText(null);
    const body = { [flag]: value };
    const changed = await confirmed.attempt(
      (request) =>
        updateOrganizationConnection(
          client,
          { id: organization.id, connectionId: connection.connection_id, body },
          request,
        ),
      { operation: "updateOrganizationConnection", ...activity },
    );
    if (changed.ok) {
      onChanged({ ...connection, ...changed.value, connection: connection.connection });
      setChangedText(text.flagChanged[flag](value, isolated(name)));
    }
    setAsked({});
  };

  const remove = async () => {
    if (cannotRemove !== undefined || write.pending) return;
    const removed = await confirmed.attempt(
      (request) =>
        removeOrganizationConnection(
          client,
          { id: organization.id, connectionId: connection.connection_id },
          request,
        ),
      { operation: "removeOrganizationConnection", ...activity },
    );
    if (removed.ok) onRemoved(connection);
    else confirmed.dismiss();
  };

  return (
    // Named by the name shown in its heading, isolated there: the exact name, no string built.
    <li aria-labelledby={nameId} aria-busy={write.pending}>
      <h3>
        <span id={nameId}>
          <IsolatedText text={name} />
        </span>{" "}
        <span className="mono muted">{connection.connection?.strategy ?? ""}</span>
      </h3>
      <fieldset className="connection-flags" aria-describedby={cannotUpdate}>
        <legend className="visually-hidden">
          <Sentence text={text.flagsLabel(isolated(name))} />
        </legend>
        {(Object.keys(CONNECTION_FLAGS) as Flag[]).map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={asked[flag] ?? connection[flag] ?? DEFAULTS[flag]}
              disabled={cannotUpdate !== undefined || write.pending}
              onChange={(event) => void toggle(flag, event.target.checked)}
            />
            {CONNECTION_FLAGS[flag]}
          </label>
        ))}
      </fieldset>
      <Button
        ref={confirmed.opener}
        onClick={confirmed.ask}
        disabled={cannotRemove !== undefined || write.pending || confirmed.asking}
        aria-describedby={cannotRemove}
      >
        <Sentence text={text.remove(isolated(name))} />
      </Button>
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={text.confirmRemove}
          subject={{ connection: isolated(name), organization: isolated(organization.name) }}
          showFailure={false}
          onConfirm={() => void remove()}
        />
      ) : null}
      <p role="status" className="list-status">
        {changedText === null ? null : <Sentence text={changedText} />}
      </p>
      {confirmed.failure ? <FormAlert>{confirmed.failure}</FormAlert> : null}
    </li>
  );
}
