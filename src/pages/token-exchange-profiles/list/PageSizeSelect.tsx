import { formatNumber } from "../../../lib/format";
import { Field } from "../../../ui/Field";
import { tokenExchangeProfilesMessages as text } from "../messages";

/** The sizes offered; a size kept from before (any the contract accepts) is offered too. */
const SIZES = [10, 20, 50, 100] as const;

interface PageSizeSelectProps {
  take: number;
  onApply: (take: number) => void;
}

/** A small selector by the list; choosing a size reloads it. `name="take"` is the contract's. */
export function PageSizeSelect({ take, onApply }: PageSizeSelectProps) {
  const sizes = [...new Set<number>([...SIZES, take])].sort((a, b) => a - b);
  return (
    <div className="page-size">
      <Field label={text.pageSize.label}>
        {(a11y) => (
          <select
            {...a11y}
            name="take"
            value={take}
            onChange={(event) => onApply(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {text.pageSize.option(formatNumber(size))}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
