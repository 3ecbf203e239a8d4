import { memo, useMemo } from "react";
import { useFieldArray, useFormState } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { formatNumber } from "../../lib/format";
import { Field } from "../../ui/Field";
import { organizationMessages } from "./messages";
import { RowList } from "./RowList";
import type { RowEditorProps, RowListEditorProps } from "./rowEditorProps";
import { useRowRemoval } from "./rowFocus";
import { EMPTY_METADATA_ROW } from "./schema";

const MAX = LIMITS.organization.metadataEntries.max;
const VALUE_MAX = LIMITS.organization.metadataValue.max;
const text = organizationMessages.metadata;

/**
 * One row; memoised and subscribed to its own errors only, so typing in one of 25 rows renders
 * that row alone (the inputs are uncontrolled: a keystroke renders nothing at all).
 */
const MetadataRowEditor = memo(function MetadataRowEditor({
  index,
  control,
  register,
  onRemove,
}: RowEditorProps) {
  // A stable list: a new array each render would make useFormState subscribe again.
  const names = useMemo(
    () => [`metadata.${index}.key`, `metadata.${index}.value`] as const,
    [index],
  );
  const { errors } = useFormState({ control, name: names, exact: true });
  const rowErrors = errors.metadata?.[index];
  const n = index + 1;
  return (
    <li className="row metadata-row">
      <Field
        label={
          <>
            {text.key}
            <span className="visually-hidden"> {n}</span>
          </>
        }
        error={rowErrors?.key?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register(`metadata.${index}.key`)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {text.value}
            <span className="visually-hidden"> {n}</span>
          </>
        }
        error={rowErrors?.value?.message}
      >
        {(a11y) => <input {...a11y} {...register(`metadata.${index}.value`)} autoComplete="off" />}
      </Field>
      <button
        type="button"
        className="remove"
        aria-label={text.remove(n)}
        onClick={() => onRemove(index)}
      >
        {organizationMessages.rows.remove}
      </button>
    </li>
  );
});

const keyOf = (index: number) => `metadata.${index}.key` as const;

export function MetadataEditor({ control, register, setFocus }: RowListEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "metadata" });
  const { errors } = useFormState({ control, name: "metadata", exact: true });
  const { addButton, onRemove } = useRowRemoval(fields.length, keyOf, setFocus, remove);

  return (
    <RowList
      legend={text.legend}
      hint={text.hint(formatNumber(VALUE_MAX))}
      count={fields.length}
      max={MAX}
      error={errors.metadata?.root?.message ?? errors.metadata?.message}
      addLabel={text.add}
      limitText={text.limit(formatNumber(MAX))}
      onAdd={() => append({ ...EMPTY_METADATA_ROW })}
      addButtonRef={addButton}
    >
      {fields.map((field, index) => (
        <MetadataRowEditor
          key={field.id}
          index={index}
          control={control}
          register={register}
          onRemove={onRemove}
        />
      ))}
    </RowList>
  );
}
