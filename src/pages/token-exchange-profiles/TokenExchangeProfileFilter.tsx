import { Field } from "../../ui/Field";
import { tokenExchangeProfilesMessages as text } from "./messages";

interface TokenExchangeProfileFilterProps {
  value: string;
  onChange: (value: string) => void;
  /** The grid the filter narrows, when it is on the page. */
  controls: string | undefined;
  /** What the search has found and read, while a filter is set. */
  progress: string;
  /** Offered while pages are being read for the filter. */
  onCancel: (() => void) | undefined;
}

export function TokenExchangeProfileFilter({
  value,
  onChange,
  controls,
  progress,
  onCancel,
}: TokenExchangeProfileFilterProps) {
  return (
    <div className="profile-filter">
      <Field label={text.filter.label} hint={text.filter.hint}>
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
          />
        )}
      </Field>
      <div className="search-progress">
        {/* Always present, so the progress is announced as it changes. */}
        <p aria-live="polite" className="match-count">
          {progress}
        </p>
        {onCancel ? (
          <button type="button" className="quiet" onClick={onCancel}>
            {text.filter.cancel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
