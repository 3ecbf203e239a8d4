import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../ui/Field";

interface RegisteredInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "readOnly"> {
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  /** What react-hook-form's `register(path)` gave: the input's `name` is the API field path. */
  registration: UseFormRegisterReturn;
  /** Read-only while a request awaits confirmation or runs. */
  locked: boolean;
}

/** A labelled text input bound to a form path; nothing a browser would fill or correct. */
export function RegisteredInput({
  label,
  hint,
  error,
  registration,
  locked,
  ...input
}: RegisteredInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => (
        <input {...a11y} {...registration} readOnly={locked} autoComplete="off" {...input} />
      )}
    </Field>
  );
}
