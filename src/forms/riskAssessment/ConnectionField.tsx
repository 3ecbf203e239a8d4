import type { UseFormRegisterReturn } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { Field } from "../fields/Field";

const L = LIMITS.riskAssessment;

interface ConnectionFieldProps {
  registration: UseFormRegisterReturn<"connection">;
  error: string | undefined;
  /** Read-only while a request awaits confirmation or runs. */
  locked: boolean;
  /** How the hint begins: which connection the form means, such as "The connection's name". */
  meaning: string;
}

/** The `connection` input of a clear request (one user or a batch), with the contract's rule. */
export function ConnectionField({ registration, error, locked, meaning }: ConnectionFieldProps) {
  return (
    <Field
      label="Connection"
      error={error}
      hint={`${meaning}, such as corp-oidc: letters and digits, with single hyphens only between them; at most ${L.connection.max} characters.`}
    >
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          readOnly={locked}
          autoComplete="off"
          spellCheck={false}
          className="mono"
        />
      )}
    </Field>
  );
}
