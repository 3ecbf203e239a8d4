import { memo, useCallback, useId, useMemo, useRef } from "react";
import {
  type Control,
  type UseFormRegister,
  type UseFormSetFocus,
  useFieldArray,
  useFormState,
} from "react-hook-form";
import { LIMITS } from "../../api/schemas";
import { Field } from "../fields/Field";
import { useFocusAfterRemove } from "./rowFocus";
import { EMPTY_METADATA_ROW, type OrganizationFormValues } from "./schema";

const MAX = LIMITS.organization.metadataEntries.max;
const VALUE_MAX = LIMITS.organization.metadataValue.max;

interface EditorProps {
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  setFocus: UseFormSetFocus<OrganizationFormValues>;
}

interface RowProps {
  index: number;
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  onRemove: (index: number) => void;
}

/**
 * One row; memoised and subscribed to its own errors only, so typing in one of 25 rows renders
 * that row alone (the inputs are uncontrolled: a keystroke renders nothing at all).
 */
const MetadataRowEditor = memo(function MetadataRowEditor({
  index,
  control,
  register,
  onRemove,
}: RowProps) {
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
            Key<span className="visually-hidden"> {n}</span>
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
            Value<span className="visually-hidden"> {n}</span>
          </>
        }
        error={rowErrors?.value?.message}
      >
        {(a11y) => <input {...a11y} {...register(`metadata.${index}.value`)} autoComplete="off" />}
      </Field>
      <button
        type="button"
        className="remove"
        aria-label={`Remove metadata ${n}`}
        onClick={() => onRemove(index)}
      >
        Remove
      </button>
    </li>
  );
});

const keyOf = (index: number) => `metadata.${index}.key` as const;

export function MetadataEditor({ control, register, setFocus }: EditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "metadata" });
  const { errors } = useFormState({ control, name: "metadata", exact: true });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useCallback(() => addButton.current, []);
  const markRemoved = useFocusAfterRemove(fields.length, keyOf, setFocus, focusAddButton);
  const onRemove = useCallback(
    (index: number) => {
      markRemoved(index);
      remove(index);
    },
    [markRemoved, remove],
  );
  const id = useId();
  const listError = errors.metadata?.root?.message ?? errors.metadata?.message;
  const full = fields.length >= MAX;

  return (
    <fieldset className="rows" aria-describedby={`${id}-count ${id}-hint`}>
      <legend>Metadata</legend>
      <p id={`${id}-hint`} className="field-hint">
        Keys must be unique; each value holds at most {VALUE_MAX} characters.
      </p>
      <p id={`${id}-count`} className="counter" aria-live="polite">
        {fields.length} of {MAX}
      </p>
      {fields.length > 0 ? (
        <ol className="row-list">
          {fields.map((field, index) => (
            <MetadataRowEditor
              key={field.id}
              index={index}
              control={control}
              register={register}
              onRemove={onRemove}
            />
          ))}
        </ol>
      ) : null}
      {listError ? <p className="field-error">{listError}</p> : null}
      <div className="row-actions">
        <button
          ref={addButton}
          type="button"
          disabled={full}
          onClick={() => append({ ...EMPTY_METADATA_ROW })}
        >
          Add metadata
        </button>
        {full ? <span className="field-hint">The limit is {MAX} entries.</span> : null}
      </div>
    </fieldset>
  );
}
