import { type FieldError, type FieldErrors, type FieldValues, get } from "react-hook-form";

/**
 * Focuses the first control, in page order, that has an error. react-hook-form's own focus
 * follows registration order, which differs once rows are added after later sections.
 * Returns false when no control holds an error (a rule shown only in the form alert).
 */
export function focusFirstInvalid<T extends FieldValues>(
  form: HTMLFormElement | null,
  errors: FieldErrors<T>,
): boolean {
  if (!form) return false;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const error: FieldError | undefined = element.name ? get(errors, element.name) : undefined;
    if (error?.message) {
      element.focus();
      return true;
    }
  }
  return false;
}
