import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../ui/Field";
import { REASON_MAX } from "./reasonSchema";

interface ReasonFieldProps {
  registration: UseFormRegisterReturn<"reason">;
  error: string | undefined;
  /** Read-only while a request awaits confirmation or runs. */
  locked: boolean;
}

/** The optional reason of a write: recorded in Activity, never sent to the tenant. */
export function ReasonField({ registration, error, locked }: ReasonFieldProps) {
  return (
    <Field
      label="Reason"
      error={error}
      hint={`Optional, such as a ticket number; at most ${REASON_MAX} characters on one line. It is kept in this tab's Activity (and the console server's audit log, when the console has its own server), never sent to the tenant.`}
    >
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
