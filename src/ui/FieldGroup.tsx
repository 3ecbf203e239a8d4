import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, FieldError, FieldHint } from "./FieldDescription";
import "./Field.css";

/** What each control of a group carries when the group's error is about it too. */
interface GroupA11yProps {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldGroupProps
  extends Omit<ComponentProps<"fieldset">, "children" | "aria-describedby"> {
  legend: ReactNode;
  hint?: ReactNode;
  /** Read out with the group and announced politely when it changes ("3 of 25 entries"). */
  status?: ReactNode;
  /** The group's own error (a repeated key, no choice made), not one control's. */
  error?: string | undefined;
  /** Below the controls and the error: what acts on the whole group (Add …). */
  actions?: ReactNode;
  /**
   * The controls. As a function it is given what a control needs when the group's error is
   * about each of its controls (a set of checkboxes of which one must be chosen).
   */
  children: ReactNode | ((a11y: GroupA11yProps) => ReactNode);
}

/** A fieldset whose legend names its controls and whose hint, status and error describe it. */
export function FieldGroup({
  legend,
  hint,
  status,
  error,
  actions,
  children,
  ...fieldset
}: FieldGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const controls: GroupA11yProps = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <fieldset
      {...fieldset}
      aria-describedby={describedBy(
        hint ? hintId : undefined,
        status === undefined ? undefined : statusId,
        error ? errorId : undefined,
      )}
    >
      <legend>{legend}</legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {status === undefined ? null : (
        <p id={statusId} className="field-status" aria-live="polite">
          {status}
        </p>
      )}
      {typeof children === "function" ? children(controls) : children}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {actions}
    </fieldset>
  );
}
