import type { Ref } from "react";
import { Button } from "../../ui/Button";
import { Countdown } from "../../ui/Countdown";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { userAttributeProfileMessages as text } from "./messages";

/** Where "Open profile" is: a read under way (maybe waiting out a 429), or one that failed. */
export type OpenState =
  | { phase: "idle" }
  | { phase: "opening"; resumeAt?: number | undefined }
  | { phase: "failed"; message: string };

interface OpenControl {
  onOpen: () => void;
  state: OpenState;
}

interface UserAttributeProfileIdFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Checks a finished entry; an empty one waits for the save. */
  onCheck: () => void;
  /** "Open profile"; absent when the token may not read profiles. */
  open?: OpenControl | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The path parameter: its own input, labelled "Profile id", sent encoded by the fetch layer. */
export function UserAttributeProfileIdField({
  value,
  error,
  onChange,
  onCheck,
  open,
  inputRef,
}: UserAttributeProfileIdFieldProps) {
  const state = open?.state ?? { phase: "idle" };
  return (
    <div className="stack">
      <div className="uap-row-actions">
        <Field
          label={text.id.label}
          hint={open ? text.id.hintWithOpen : text.id.hint}
          error={error}
        >
          {(a11y) => (
            <input
              {...a11y}
              ref={inputRef}
              name="id"
              className="mono"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={() => {
                if (value.trim() !== "") onCheck();
              }}
              onKeyDown={(event) => {
                // Enter opens the profile rather than submitting nothing.
                if (event.key === "Enter" && open && state.phase !== "opening") {
                  event.preventDefault();
                  open.onOpen();
                }
              }}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        {open ? (
          <>
            {/* Stays enabled-looking while it reads, so focus is not dropped. */}
            <Button
              aria-disabled={state.phase === "opening"}
              onClick={() => {
                if (state.phase !== "opening") open.onOpen();
              }}
            >
              {text.id.open}
            </Button>
            <span role="status" className="uap-status">
              {state.phase === "opening" && state.resumeAt !== undefined ? (
                <>
                  {text.id.rateLimited} <Countdown until={state.resumeAt} />.
                </>
              ) : state.phase === "opening" ? (
                text.id.reading
              ) : null}
            </span>
          </>
        ) : null}
      </div>
      {state.phase === "failed" ? <FormAlert>{state.message}</FormAlert> : null}
    </div>
  );
}
