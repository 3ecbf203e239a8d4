import { type Ref, useId } from "react";
import { RISK_ASSESSORS } from "../../api/schemas/riskAssessment";

type Assessor = (typeof RISK_ASSESSORS)[number];

const DESCRIPTIONS: Record<Assessor, string> = {
  "new-device": "new-device: the user signed in from a device the tenant had not seen",
};

interface AssessorsFieldProps {
  value: readonly Assessor[];
  onChange: (next: Assessor[]) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Given to the first checkbox, so a failed submit can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One checkbox per assessor the contract allows, all named `assessors` (testing contract).
 * react-hook-form reads a lone checkbox as a string, not a list, so the group is controlled.
 */
export function AssessorsField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
}: AssessorsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (assessor: Assessor, checked: boolean) => {
    const rest = value.filter((item) => item !== assessor);
    onChange(checked ? RISK_ASSESSORS.filter((a) => a === assessor || rest.includes(a)) : rest);
  };
  return (
    <fieldset className="assessors">
      <legend>Assessors to clear</legend>
      {RISK_ASSESSORS.map((assessor, index) => (
        <div className="checkbox" key={assessor}>
          <input
            ref={index === 0 ? inputRef : undefined}
            id={`${id}-${assessor}`}
            type="checkbox"
            name="assessors"
            value={assessor}
            checked={value.includes(assessor)}
            disabled={disabled}
            onChange={(event) => toggle(assessor, event.target.checked)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <label htmlFor={`${id}-${assessor}`}>{DESCRIPTIONS[assessor]}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
