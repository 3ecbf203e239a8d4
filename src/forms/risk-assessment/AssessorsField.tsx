import { type Ref, useId } from "react";
import { type Control, Controller, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { RISK_ASSESSORS, type riskAssessmentClearSchema } from "../../api/schemas/riskAssessment";
import { FieldGroup } from "../../ui/FieldGroup";
import { riskAssessmentMessages } from "./messages";

type Assessor = (typeof RISK_ASSESSORS)[number];

const text = riskAssessmentMessages.fields;
const DESCRIPTIONS: Record<Assessor, string> = text.assessors;

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
function AssessorsField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  inputRef,
}: AssessorsFieldProps) {
  const id = useId();
  const toggle = (assessor: Assessor, checked: boolean) => {
    const rest = value.filter((item) => item !== assessor);
    onChange(checked ? RISK_ASSESSORS.filter((a) => a === assessor || rest.includes(a)) : rest);
  };
  return (
    <FieldGroup className="assessors" legend={text.assessorsLegend} error={error}>
      {(a11y) =>
        RISK_ASSESSORS.map((assessor, index) => (
          <div className="checkbox" key={assessor}>
            <input
              {...a11y}
              ref={index === 0 ? inputRef : undefined}
              id={`${id}-${assessor}`}
              type="checkbox"
              name="assessors"
              value={assessor}
              checked={value.includes(assessor)}
              disabled={disabled}
              onChange={(event) => toggle(assessor, event.target.checked)}
              onBlur={onBlur}
            />
            <label htmlFor={`${id}-${assessor}`}>{DESCRIPTIONS[assessor]}</label>
          </div>
        ))
      }
    </FieldGroup>
  );
}

/** The fields every clear form (one user or a batch) takes from the request body. */
type ClearBodyInput = z.input<typeof riskAssessmentClearSchema>;

interface AssessorsControlProps<T extends ClearBodyInput, V extends FieldValues> {
  control: Control<T, unknown, V>;
  disabled: boolean;
}

/** AssessorsField bound to the `assessors` value of a form built on the clear request body. */
export function AssessorsControl<T extends ClearBodyInput, V extends FieldValues>({
  control,
  disabled,
}: AssessorsControlProps<T, V>) {
  return (
    <Controller
      // Control is invariant in its values; T extends the body, so its `assessors` is this one.
      control={control as unknown as Control<ClearBodyInput>}
      name="assessors"
      render={({ field, fieldState }) => (
        <AssessorsField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
