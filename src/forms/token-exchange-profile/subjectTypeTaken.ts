import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import { tokenExchangeProfileFormMessages as messages } from "./messages";

/**
 * A 409 on a create or an edit: another profile holds this subject token type. The error lands
 * on that field, which takes focus, and nothing typed is lost; true when it was that.
 */
export function showSubjectTypeTaken<T extends FieldValues & { subject_token_type: string }>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  setError(
    "subject_token_type" as Path<T>,
    { type: "server", message: messages.subjectTokenType.taken },
    { shouldFocus: true },
  );
  return true;
}
