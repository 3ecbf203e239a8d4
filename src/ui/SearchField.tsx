import type { ReactNode } from "react";
import { Field } from "./Field";

interface SearchFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  /** The list the search narrows, when it is on the page. */
  controls: string | undefined;
  disabled?: boolean;
}

/** A list's filter: a search box named `filter`, tied to the list it narrows. */
export function SearchField({
  label,
  hint,
  className,
  value,
  onChange,
  controls,
  disabled = false,
}: SearchFieldProps) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          name="filter"
          type="search"
          autoComplete="off"
          spellCheck={false}
          aria-controls={controls}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
