import type { UseFormRegisterReturn } from "react-hook-form";
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
