import { Field } from "../fields/Field";

interface ProfileIdFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Checks a finished entry; an empty one waits for the save. */
  onCheck: () => void;
}

/** The path parameter: its own input, labelled "Profile id", sent encoded by the fetch layer. */
export function ProfileIdField({ value, error, onChange, onCheck }: ProfileIdFieldProps) {
  return (
    <Field
      label="Profile id"
      hint='The id of the profile to change: "uap_" and 22 letters or digits.'
      error={error}
    >
      {(a11y) => (
        <input
          {...a11y}
          name="id"
          className="mono"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (value.trim() !== "") onCheck();
          }}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}
