import type { ReactNode, Ref } from "react";
import { formatNumber } from "../../lib/format";
import { FieldGroup } from "../../ui/FieldGroup";
import { organizationMessages } from "./messages";

interface RowListProps {
  legend: string;
  /** A rule for every row, read out with the counter. */
  hint?: ReactNode;
  count: number;
  max: number;
  /** The error of the list as a whole (such as a repeated key), not of one row. */
  error: string | undefined;
  /** The Add button's name, such as "Add metadata" (testing contract). */
  addLabel: string;
  /** Said beside the Add button once the list is full. */
  limitText: string;
  onAdd: () => void;
  /** The Add button, where focus goes when the last row is removed. */
  addButtonRef: Ref<HTMLButtonElement>;
  /** One `<li>` per row. */
  children: ReactNode;
}

/** The frame of a list of rows: legend, hint, "N of MAX" counter, the rows, and the Add button. */
export function RowList({
  legend,
  hint,
  count,
  max,
  error,
  addLabel,
  limitText,
  onAdd,
  addButtonRef,
  children,
}: RowListProps) {
  const full = count >= max;
  return (
    <FieldGroup
      className="rows"
      legend={legend}
      hint={hint}
      status={organizationMessages.rows.counter(formatNumber(count), formatNumber(max))}
      error={error}
      actions={
        <div className="row-actions">
          <button ref={addButtonRef} type="button" disabled={full} onClick={onAdd}>
            {addLabel}
          </button>
          {full ? <span className="field-hint">{limitText}</span> : null}
        </div>
      }
    >
      {count > 0 ? <ol className="row-list">{children}</ol> : null}
    </FieldGroup>
  );
}
