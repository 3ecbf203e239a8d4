import type { ReactNode } from "react";
import { useFormState } from "react-hook-form";
import { Field } from "../fields/Field";
import { errorAt, type ProfilePath, useProfileForm } from "./profileFormContext";

interface TextFieldProps {
  name: ProfilePath;
  label: string;
  hint?: ReactNode;
  readOnly?: boolean;
}

/** A text input named by its form path, wired to its label, hint and error. */
export function TextField({ name, label, hint, readOnly }: TextFieldProps) {
  const { register, control } = useProfileForm();
  const { errors } = useFormState({ control, name });
  return (
    <Field label={label} hint={hint} error={errorAt(errors, name)}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(name)}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: ProfilePath;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
}

export function SelectField({ name, label, options, hint }: SelectFieldProps) {
  const { register, control } = useProfileForm();
  const { errors } = useFormState({ control, name });
  return (
    <Field label={label} hint={hint} error={errorAt(errors, name)}>
      {(a11y) => (
        <select {...a11y} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
