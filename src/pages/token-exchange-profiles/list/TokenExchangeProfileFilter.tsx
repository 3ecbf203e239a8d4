import { Button } from "../../../ui/Button";
import { SearchField } from "../../../ui/SearchField";
import { tokenExchangeProfilesMessages as text } from "../messages";

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
      <SearchField
        label={text.filter.label}
        hint={text.filter.hint}
        value={value}
        onChange={onChange}
        controls={controls}
      />
      <div className="search-progress">
        {/* Always present, so the progress is announced as it changes. */}
        <p aria-live="polite" className="match-count">
          {progress}
        </p>
        {onCancel ? (
          <Button variant="quiet" onClick={onCancel}>
            {text.filter.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
