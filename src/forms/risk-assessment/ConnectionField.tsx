import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { RegisteredInput } from "../shared/RegisteredInput";
import { riskAssessmentMessages } from "./messages";

const L = LIMITS.riskAssessment;
const text = riskAssessmentMessages.fields;

interface ConnectionFieldProps {
  registration: UseFormRegisterReturn<"connection">;
  error: string | undefined;
  /** Read-only while a request awaits confirmation or runs. */
  locked: boolean;
  /** How the hint begins: which connection the form means (one user's, or a whole list's). */
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
      <RegisteredInput
        label={text.connection}
        error={error}
        hint={text.connectionHint(meaning, L.connection.max)}
        registration={registration}
        locked={locked}
        spellCheck={false}
        className="mono"
        list={suggestions.length > 0 ? listId : undefined}
      />
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
