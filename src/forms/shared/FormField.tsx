import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
} from "react-hook-form";
import { Field, type FieldProps } from "../../ui/Field";

/** The message of the error at `path`, whichever way react-hook-form nested it. */
export function errorMessageAt<T extends FieldValues>(
  errors: FieldErrors<T>,
  path: string,
): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" ? error.message : undefined;
}

type FormFieldProps<T extends FieldValues> = Omit<FieldProps, "error"> & {
  /** The form path; react-hook-form's `register(name)` gives the input the same `name`. */
  name: FieldPath<T>;
  /** The form's control; without it, the one of the enclosing FormProvider. */
  control?: Control<T> | undefined;
};

/**
 * A Field bound to a form path: it reads that path's error itself, so a keystroke that checks
 * the form again (after a refused submit) renders this field, not the form around it.
 */
export function FormField<T extends FieldValues>({ name, control, ...field }: FormFieldProps<T>) {
  const { errors } = useFormState({ control, name });
  return <Field {...field} error={errorMessageAt(errors, name)} />;
}
