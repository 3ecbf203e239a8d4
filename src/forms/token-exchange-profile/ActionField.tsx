import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { tokenExchangeActionsOptions } from "../../api/actions/list";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { Action } from "../../api/schemas/action";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { IsolatedText } from "../../ui/IsolatedText";
import { FormField } from "../shared/FormField";
import { OptionCombobox } from "../shared/OptionCombobox";
import { tokenExchangeProfileFormMessages as messages } from "./messages";
import type { NewProfileFormValues } from "./schema";

const text = messages.action;

interface ActionFieldProps {
  control: Control<NewProfileFormValues>;
  /** The client to list actions with; undefined when the token lacks read:actions. */
  listWith: ApiClient | undefined;
  locked: boolean;
}

/** An action matches what is typed when its name contains it, or it is the action's id. */
function matching(actions: readonly Action[], typed: string): Action[] {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === "") return [...actions];
  if (actions.some((action) => action.id === typed.trim())) return [];
  return actions.filter((action) => action.name.toLocaleLowerCase().includes(needle));
}

/**
 * The profile's action: a combobox of the deployed custom token exchange actions, named by their
 * names, that sets the chosen one's id; without read:actions, a plain id input. Either way the
 * form holds the id (`name="action_id"`), so a typed id still works.
 */
export function ActionField({ control, listWith, locked }: ActionFieldProps) {
  return listWith ? (
    <ActionCombobox control={control} client={listWith} locked={locked} />
  ) : (
    <FormField
      control={control}
      name="action_id"
      label={text.label}
      hint={text.noScope(OPERATION_SCOPES.listActions)}
    >
      {(a11y) => <ActionIdInput a11y={a11y} control={control} locked={locked} />}
    </FormField>
  );
}

function ActionIdInput({
  a11y,
  control,
  locked,
}: {
  a11y: object;
  control: Control<NewProfileFormValues>;
  locked: boolean;
}) {
  const { field } = useController({ control, name: "action_id" });
  return (
    <input
      {...a11y}
      {...field}
      readOnly={locked}
      autoComplete="off"
      spellCheck={false}
      className="mono"
    />
  );
}

function ActionCombobox({
  control,
  client,
  locked,
}: {
  control: Control<NewProfileFormValues>;
  client: ApiClient;
  locked: boolean;
}) {
  const { field } = useController({ control, name: "action_id" });
  const [open, setOpen] = useState(false);
  const actions = useQuery(tokenExchangeActionsOptions(client));
  const all = actions.data ?? [];
  const options = matching(all, field.value);
  const chosen = all.find((action) => action.id === field.value.trim());

  return (
    <OptionCombobox
      field={field}
      setValue={(value) => field.onChange(value)}
      open={open && !locked}
      setOpen={setOpen}
      className="action-combobox"
      labelled={(input) => (
        <FormField
          control={control}
          name="action_id"
          label={text.label}
          hint={hintFor(actions, chosen, field.value)}
        >
          {input}
        </FormField>
      )}
      input={{ readOnly: locked, spellCheck: false, autoComplete: "list" }}
      busy={actions.isFetching}
      listLabel={text.listLabel}
      options={options}
      idOf={(action) => action.id}
      renderOption={(action) => <IsolatedText text={action.name} />}
    />
  );
}

function hintFor(
  actions: { isPending: boolean; error: Error | null; data?: readonly Action[] | undefined },
  chosen: Action | undefined,
  typed: string,
): ReactNode {
  if (actions.error) return text.failed(describeApiError(actions.error));
  if (actions.isPending) return text.loading;
  if ((actions.data ?? []).length === 0) return text.none;
  if (chosen) {
    return (
      <>
        {text.chosen} <IsolatedText text={chosen.name} /> (<span className="mono">{chosen.id}</span>
        )
      </>
    );
  }
  const none = typed.trim() !== "" && matching(actions.data ?? [], typed).length === 0;
  return none ? (
    <>
      {text.noMatch} “<IsolatedText text={typed.trim()} />
      ”. {text.hint}
    </>
  ) : (
    text.hint
  );
}
