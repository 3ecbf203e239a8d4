import { type ReactElement, type ReactNode, useId } from "react";
import { describedBy, FieldError, FieldHint } from "./FieldDescription";
import "./Field.css";

export interface FieldA11yProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Ids of more text that describes the control, shown outside the field (a list of problems). */
  describedBy?: string | undefined;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (a11y: FieldA11yProps) => ReactElement;
}

/** Wires label, hint, aria-invalid and aria-describedby once for every form control. */
export function Field({ label, error, hint, className, describedBy: more, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(
          hint ? hintId : undefined,
          error ? errorId : undefined,
          more,
        ),
      })}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
