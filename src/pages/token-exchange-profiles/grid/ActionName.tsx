import { useQuery } from "@tanstack/react-query";
import { tokenExchangeActionsOptions } from "../../../api/actions/list";
import type { ApiClient } from "../../../api/client";
import { OPERATION_SCOPES } from "../../../api/schemas/scopes";
import { IsolatedText } from "../../../ui/IsolatedText";
import { tokenExchangeProfilesMessages as text } from "../messages";

/** The profile's action by name beside its id, so a person can tell which code runs. */
export function ActionName({
  client,
  actionId,
  canListActions,
}: {
  client: ApiClient;
  actionId: string;
  canListActions: boolean;
}) {
  const actions = useQuery({ ...tokenExchangeActionsOptions(client), enabled: canListActions });
  const action = actions.data?.find((candidate) => candidate.id === actionId);
  const note = !canListActions
    ? text.details.actionNameNeedsScope(OPERATION_SCOPES.listActions)
    : actions.isSuccess && action === undefined
      ? text.details.actionNameUnknown
      : undefined;
  return (
    <>
      {action ? (
        <>
          <IsolatedText text={action.name} />{" "}
        </>
      ) : null}
      <span className="mono">
        <IsolatedText text={actionId} />
      </span>
      {note ? <span className="field-hint"> ({note})</span> : null}
    </>
  );
}
