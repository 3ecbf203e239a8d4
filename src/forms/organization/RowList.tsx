import { Fragment, type ReactNode } from "react";
import { type FieldArray, type FieldPath, useFieldArray, useFormState } from "react-hook-form";
import { formatNumber } from "../../lib/format";
import { Button } from "../../ui/Button";
import { FieldGroup } from "../../ui/FieldGroup";
import { plainText } from "../../ui/sentenceParts";
import { errorMessageAt } from "../shared/FormField";
import { organizationMessages } from "./messages";
import type { RowListEditorProps } from "./rowEditorProps";
import { useRowRemoval } from "./rowFocus";
import type { OrganizationFormValues } from "./schema";

/** The organization's lists of rows. */
type RowArrayName = "metadata" | "enabled_connections";

interface RowListText {
  legend: string;
  /** The Add button's name, such as "Add metadata" (testing contract). */
  add: string;
  /** Said beside the Add button once the list is full. */
  limit: (max: string) => string;
}

interface RowListProps<N extends RowArrayName> extends Omit<RowListEditorProps, "register"> {
  name: N;
  text: RowListText;
  /** A rule for every row, read out with the counter. */
  hint?: ReactNode;
  max: number;
  emptyRow: FieldArray<OrganizationFormValues, N>;
  /** A row's first field: where focus goes when the row below it is removed. */
  firstFieldOf: (index: number) => FieldPath<OrganizationFormValues>;
  /** One `<li>`, given the removal that keeps focus in the list. */
  renderRow: (index: number, onRemove: (index: number) => void) => ReactNode;
}

/**
 * A field array of the form in its frame: legend, hint, "N of MAX" counter, the rows, the error
 * of the list as a whole (such as a repeated key) and the Add button.
 */
export function RowList<N extends RowArrayName>({
  name,
  control,
  setFocus,
  text,
  hint,
  max,
  emptyRow,
  firstFieldOf,
  renderRow,
}: RowListProps<N>) {
  const { fields, append, remove } = useFieldArray<OrganizationFormValues, N>({ control, name });
  const { errors } = useFormState({ control, name, exact: true });
  const { addButton, onRemove } = useRowRemoval(fields.length, firstFieldOf, setFocus, remove);
  const count = fields.length;
  const full = count >= max;
  return (
    <FieldGroup
      className="rows"
      legend={text.legend}
      hint={hint}
      status={organizationMessages.rows.counter(formatNumber(count), formatNumber(max))}
      error={errorMessageAt(errors, `${name}.root`) ?? errorMessageAt(errors, name)}
      actions={
        <div className="row-actions">
          <Button ref={addButton} disabled={full} onClick={() => append(emptyRow)}>
            {text.add}
          </Button>
          {full ? <span className="field-hint">{text.limit(formatNumber(max))}</span> : null}
        </div>
      }
    >
      {count > 0 ? (
        <ol className="row-list">
          {fields.map((field, index) => (
            <Fragment key={field.id}>{renderRow(index, onRemove)}</Fragment>
          ))}
        </ol>
      ) : null}
    </FieldGroup>
  );
}

/** A row's Remove button, named for its row ("Remove metadata 2"). */
export function RemoveRowButton({
  index,
  label,
  onRemove,
}: {
  index: number;
  label: (n: number) => string;
  onRemove: (index: number) => void;
}) {
  return (
    <Button
      className="remove"
      aria-label={plainText(label(index + 1))}
      onClick={() => onRemove(index)}
    >
      {organizationMessages.rows.remove}
    </Button>
  );
}
