import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError, type WriteDescription } from "../../api/apiError";
import { applyServerError } from "../shared/serverErrors";
import { tokenExchangeProfileFormMessages as messages } from "./messages";
import { fieldOf } from "./schema";

export type ProfileValues = FieldValues & { subject_token_type: string };

/**
 * A 409 on a create or an edit: another profile holds this subject token type. The error lands
 * on that field, which takes focus, and nothing typed is lost; true when it was that.
 */
function showSubjectTypeTaken<T extends ProfileValues>(
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

export interface WriteFailureTarget<T extends ProfileValues> {
  setError: UseFormSetError<T>;
  showAlert: (message: string) => void;
  /** The form's fields a 400 may name. */
  fields: readonly Path<T>[];
  write: WriteDescription;
  /** The form's own sentence for an answer only it knows (a gone profile, the profile limit). */
  refusal: (error: unknown) => string | undefined;
}

/**
 * A failed create or edit, in one order for both forms: a taken subject token type onto its
 * field; the form's own refusal; a 400 onto the field it names; else the alert.
 */
export function showWriteFailure<T extends ProfileValues>(
  error: unknown,
  { setError, showAlert, fields, write, refusal }: WriteFailureTarget<T>,
): void {
  if (showSubjectTypeTaken(error, setError)) return;
  const sentence =
    refusal(error) ?? applyServerError(error, setError, (path) => fieldOf(path, fields), write);
  if (sentence !== undefined) showAlert(sentence);
}
