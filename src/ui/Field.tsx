import { type ReactElement, type ReactNode, useId } from "react";
import { IsolatedText } from "./IsolatedText";

export interface FieldA11yProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (a11y: FieldA11yProps) => ReactElement;
}

/** Wires label, hint, aria-invalid and aria-describedby once for every form control. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="field-error">
          {/* A server error mapped onto the field quotes the tenant. */}
          <IsolatedText text={error} />
        </p>
      ) : null}
    </div>
  );
}
