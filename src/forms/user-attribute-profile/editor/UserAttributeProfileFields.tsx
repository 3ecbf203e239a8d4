import type { ReactNode } from "react";
import { FormField } from "../../shared/FormField";
import type { SelectOption, UserAttributeProfileFormValues } from "../fields";
import {
  type UserAttributeProfilePath,
  useUserAttributeProfileForm,
} from "../userAttributeProfileFormContext";

interface FieldProps {
  /** The form path, which is also the input's `name`. */
  name: string;
  label: string;
  hint?: ReactNode;
}

export function TextField({ name, label, hint, readOnly }: FieldProps & { readOnly?: boolean }) {
  const { register } = useUserAttributeProfileForm();
  const path = name as UserAttributeProfilePath;
  return (
    <FormField<UserAttributeProfileFormValues> name={path} label={label} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(path)}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
}: FieldProps & { options: readonly SelectOption[] }) {
  const { register } = useUserAttributeProfileForm();
  const path = name as UserAttributeProfilePath;
  return (
    <FormField<UserAttributeProfileFormValues> name={path} label={label} hint={hint}>
      {(a11y) => (
        <select {...a11y} {...register(path)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
