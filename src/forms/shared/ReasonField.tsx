import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../ui/Field";
import { sharedFormMessages } from "./messages";
import { RegisteredInput } from "./RegisteredInput";
import { REASON_MAX } from "./reasonSchema";

const text = sharedFormMessages.reason;

interface ReasonFieldProps {
  registration: UseFormRegisterReturn<"reason">;
  error: string | undefined;
  /** Read-only while a request awaits confirmation or runs. */
  locked: boolean;
}

/** The optional reason of a write: recorded in Activity, never sent to the tenant. */
export function ReasonField({ registration, error, locked }: ReasonFieldProps) {
  return (
    <RegisteredInput
      label={text.label}
      error={error}
      hint={text.hint(REASON_MAX)}
      registration={registration}
      locked={locked}
      // No maxLength: it would cut a pasted reason without a word; the schema says how long.
    />
  );
}

interface ReasonInputProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  locked: boolean;
  /** Enter sends the write the reason belongs to (a dialog with no form of its own). */
  onEnter?: (() => void) | undefined;
}

/**
 * The same field outside react-hook-form, for a write beside a form's own values (the
 * organization's Settings) or in a dialog: checked with `reasonField` when it is sent.
 */
export function ReasonInput({ value, onChange, error, locked, onEnter }: ReasonInputProps) {
  return (
    <Field label={text.label} hint={text.hint(REASON_MAX)} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          name="reason"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || onEnter === undefined) return;
            event.preventDefault();
            onEnter();
          }}
          readOnly={locked}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
