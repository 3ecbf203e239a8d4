import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { describeApiError, isApiError, type WriteDescription } from "../../api/apiError";

/**
 * Where a path of the API (a zod issue's path, or the dot path a tenant message names) lands in
 * a form: the field that holds that value, given the values that were sent; undefined when no
 * input holds it (a whole-list rule, say). Every form's mapper takes the path first.
 */
export type FormPathMapper<T extends FieldValues> = (
  apiPath: string | readonly PropertyKey[],
  values: T,
) => FieldPath<T> | undefined;

/**
 * Puts a server error where the user will fix it: on the field its message names (when the form
 * has that field), else returns the sentence for the form-level alert.
 * `toFormPath` translates an API path to the form's field name, for forms whose shape differs
 * from the body (metadata rows, for instance); undefined means "no such field". `write` names
 * what failed, for a failure whose outcome is unknown (see describeApiError).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toFormPath: (apiPath: string) => FieldPath<T> | undefined,
  write?: WriteDescription,
): string | undefined {
  if (isApiError(error) && error.status === 400 && error.field) {
    const path = toFormPath(error.field.path);
    if (path) {
      setError(path, { type: "server", message: error.field.message }, { shouldFocus: true });
      return undefined;
    }
  }
  return describeApiError(error, write);
}
