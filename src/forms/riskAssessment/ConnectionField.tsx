import { type ReactNode, useId } from "react";
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
  /** Names the field offers as it is typed (the user's connections). */
  suggestions?: readonly string[] | undefined;
  /** What the lookup of the user's connections found, or why there is none. */
  note?: ReactNode;
  /** The note changes as the User id is typed: announce it (a live status). */
  noteIsLive?: boolean | undefined;
}

/** The `connection` input of a clear request (one user or a batch), with the contract's rule. */
export function ConnectionField({
  registration,
  error,
  locked,
  meaning,
  suggestions = [],
  note,
  noteIsLive = false,
}: ConnectionFieldProps) {
  const listId = useId();
  return (
    <>
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
            list={suggestions.length > 0 ? listId : undefined}
          />
        )}
      </Field>
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      {note === undefined ? null : (
        <p role={noteIsLive ? "status" : undefined} className="field-hint">
          {note}
        </p>
      )}
    </>
  );
}
