import type { ReactNode } from "react";
import { useFormState } from "react-hook-form";
import { Field } from "../../ui/Field";
import type { SelectOption } from "./fields";
import { errorAt, type ProfilePath, useProfileForm } from "./profileFormContext";

interface FieldProps {
  /** The form path, which is also the input's `name`. */
  name: string;
  label: string;
  hint?: ReactNode;
}

/** An input named by its form path, wired to its label, hint and error. */
function useProfileField(name: string) {
  const { register, control } = useProfileForm();
  const { errors } = useFormState({ control, name: name as ProfilePath });
  return { registered: register(name as ProfilePath), error: errorAt(errors, name) };
}

export function TextField({ name, label, hint, readOnly }: FieldProps & { readOnly?: boolean }) {
  const { registered, error } = useProfileField(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...registered}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
}: FieldProps & { options: readonly SelectOption[] }) {
  const { registered, error } = useProfileField(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(a11y) => (
        <select {...a11y} {...registered}>
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
