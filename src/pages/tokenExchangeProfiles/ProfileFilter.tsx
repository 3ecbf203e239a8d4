import { Field } from "../../forms/fields/Field";
import { matchCountText, normalizeFilter } from "./filterProfiles";

interface ProfileFilterProps {
  value: string;
  onChange: (value: string) => void;
  /** The grid the filter narrows, when it is on the page. */
  controls: string | undefined;
  matches: number;
  loaded: number;
}

export function ProfileFilter({ value, onChange, controls, matches, loaded }: ProfileFilterProps) {
  const active = normalizeFilter(value) !== "";
  return (
    <div className="profile-filter">
      <Field
        label="Filter loaded profiles"
        hint="Matches name, id, subject token type or action id, in the profiles loaded so far."
      >
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
      {/* Always present, so the count is announced as it changes. */}
      <p aria-live="polite" className="match-count">
        {active ? matchCountText(matches, loaded) : ""}
      </p>
    </div>
  );
}
