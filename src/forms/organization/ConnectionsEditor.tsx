import { memo, useMemo } from "react";
import { useFormState } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { LIMITS } from "../../api/schemas/limits";
import { Field } from "../../ui/Field";
import { FieldGroup } from "../../ui/FieldGroup";
import { ConnectionField } from "./ConnectionField";
import { organizationMessages } from "./messages";
import { RemoveRowButton, RowList } from "./RowList";
import type { RowEditorProps, RowListEditorProps } from "./rowEditorProps";
import { EMPTY_CONNECTION_ROW } from "./schema";

const MAX = LIMITS.organization.enabledConnections.max;

const text = organizationMessages.connections;
const FLAGS = ["assign_membership_on_login", "show_as_button", "is_signup_enabled"] as const;

interface EditorProps extends RowListEditorProps {
  /** Searches connections by name; undefined when the token lacks read:connections. */
  searchWith?: ApiClient | undefined;
}

interface RowProps extends RowEditorProps {
  searchWith: ApiClient | undefined;
}

/** Memoised and subscribed to its own errors only, like the metadata rows. */
const ConnectionRowEditor = memo(function ConnectionRowEditor({
  index,
  control,
  register,
  onRemove,
  searchWith,
}: RowProps) {
  // A stable list: a new array each render would make useFormState subscribe again.
  const names = useMemo(
    () => [
      `enabled_connections.${index}.connection_id` as const,
      ...FLAGS.map((flag) => `enabled_connections.${index}.${flag}` as const),
    ],
    [index],
  );
  const { errors } = useFormState({ control, name: names, exact: true });
  const rowErrors = errors.enabled_connections?.[index];
  const n = index + 1;
  return (
    <li className="row connection-row">
      <FieldGroup legend={text.group(n)}>
        <ConnectionField
          index={index}
          control={control}
          error={rowErrors?.connection_id?.message}
          searchWith={searchWith}
        />
        {FLAGS.map((flag) => (
          <Field
            key={flag}
            className="check"
            label={text.flags[flag]}
            error={rowErrors?.[flag]?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="checkbox"
                {...register(`enabled_connections.${index}.${flag}`)}
              />
            )}
          </Field>
        ))}
        <RemoveRowButton index={index} label={text.remove} onRemove={onRemove} />
      </FieldGroup>
    </li>
  );
});

const idOf = (index: number) => `enabled_connections.${index}.connection_id` as const;

export function ConnectionsEditor({ control, register, setFocus, searchWith }: EditorProps) {
  return (
    <RowList
      name="enabled_connections"
      control={control}
      setFocus={setFocus}
      text={text}
      max={MAX}
      emptyRow={EMPTY_CONNECTION_ROW}
      firstFieldOf={idOf}
      renderRow={(index, onRemove) => (
        <ConnectionRowEditor
          index={index}
          control={control}
          register={register}
          onRemove={onRemove}
          searchWith={searchWith}
        />
      )}
    />
  );
}
