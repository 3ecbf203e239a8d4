import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../ui/Field";
import { sharedFormMessages } from "./messages";
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
    <Field label={text.label} error={error} hint={text.hint(REASON_MAX)}>
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          readOnly={locked}
          autoComplete="off"
          maxLength={REASON_MAX}
        />
      )}
    </Field>
  );
}
