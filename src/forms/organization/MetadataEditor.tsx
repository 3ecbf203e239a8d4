import { memo, useMemo } from "react";
import { useFormState } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { formatNumber } from "../../lib/format";
import { Field } from "../../ui/Field";
import { organizationMessages } from "./messages";
import { RemoveRowButton, RowList } from "./RowList";
import type { RowEditorProps, RowListEditorProps } from "./rowEditorProps";
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
      <Field label={numbered(text.key, n)} error={rowErrors?.key?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register(`metadata.${index}.key`)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label={numbered(text.value, n)} error={rowErrors?.value?.message}>
        {(a11y) => <input {...a11y} {...register(`metadata.${index}.value`)} autoComplete="off" />}
      </Field>
      <RemoveRowButton index={index} label={text.remove} onRemove={onRemove} />
    </li>
  );
});

/** A row's field label: "Key" on screen, "Key 2" to a screen reader among 25 rows. */
function numbered(label: string, n: number) {
  return (
    <>
      {label}
      <span className="visually-hidden"> {n}</span>
    </>
  );
}

const keyOf = (index: number) => `metadata.${index}.key` as const;

export function MetadataEditor({ control, register, setFocus }: RowListEditorProps) {
  return (
    <RowList
      name="metadata"
      control={control}
      setFocus={setFocus}
      text={text}
      hint={text.hint(formatNumber(VALUE_MAX))}
      max={MAX}
      emptyRow={EMPTY_METADATA_ROW}
      firstFieldOf={keyOf}
      renderRow={(index, onRemove) => (
        <MetadataRowEditor
          index={index}
          control={control}
          register={register}
          onRemove={onRemove}
        />
      )}
    />
  );
}
