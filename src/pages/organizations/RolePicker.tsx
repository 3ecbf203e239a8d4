import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { roleSearchOptions } from "../../api/roles/list";
import type { Role } from "../../api/schemas/role";
import { OptionCombobox } from "../../forms/shared/OptionCombobox";
import { isolated } from "../../lib/isolated";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { IsolatedText } from "../../ui/IsolatedText";
import { Sentence } from "../../ui/Sentence";
import { plainText } from "../../ui/sentenceParts";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { memberRoleMessages } from "./roleMessages";

const text = memberRoleMessages.picker;
const SEARCH_DELAY_MS = 250;

interface Props {
  client: ApiClient;
  chosen: readonly Role[];
  setChosen: (roles: readonly Role[]) => void;
  disabled: boolean;
}

/**
 * Roles chosen by name among the tenant's (GET /roles with `name_filter`, as typed): each choice
 * joins the list below, from which it can be taken off again.
 */
export function RolePicker({ client, chosen, setChosen, disabled }: Props) {
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const found = useQuery({ ...roleSearchOptions(client, term), enabled: open && !disabled });
  const options = found.data ?? [];
  const choose = (value: string) => {
    const role = options.find((option) => option.id === value);
    if (role === undefined) return setTyped(value);
    if (!chosen.some((held) => held.id === role.id)) setChosen([...chosen, role]);
    setTyped("");
  };
  const status = found.error
    ? text.failed(describeApiError(found.error))
    : found.isFetching
      ? text.searching
      : open && term !== "" && options.length === 0 && found.data
        ? text.none(isolated(term))
        : "";

  return (
    <div className="role-picker stack">
      <OptionCombobox
        field={{ ref: () => {}, name: "role", onBlur: () => {}, value: typed }}
        setValue={choose}
        open={open}
        setOpen={setOpen}
        className="role-combobox"
        labelled={(input) => (
          <Field label={text.label} hint={text.hint}>
            {input}
          </Field>
        )}
        input={{ readOnly: disabled, autoComplete: "off", spellCheck: false }}
        busy={found.isFetching}
        listLabel={text.list}
        options={options}
        idOf={(role) => role.id}
        renderOption={(role) => <IsolatedText text={role.name} />}
        isDisabled={(role) => chosen.some((held) => held.id === role.id)}
      >
        <p role="status" className="list-status">
          <Sentence text={status} />
        </p>
      </OptionCombobox>
      {chosen.length > 0 ? (
        <ul
          className="chosen-roles"
          aria-label={/* console text: the list's own name */ text.chosen}
        >
          {chosen.map((role) => (
            <li key={role.id}>
              <IsolatedText text={role.name} />
              <Button
                type="button"
                className="unchoose"
                aria-label={plainText(text.unchoose(isolated(role.name)))}
                onClick={() => setChosen(chosen.filter((held) => held.id !== role.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
