import type { Path, UseFormReturn } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { profileHolding } from "../../api/token-exchange-profiles/holder";
import { type FormWrite, useFormWrite } from "../shared/useFormWrite";
import { tokenExchangeProfileFormMessages as messages } from "./messages";
import { type ProfileValues, showWriteFailure, type WriteFailureTarget } from "./writeFailure";

/** How a profile form words a failed write: its fields, its write, its own refusal. */
type ProfileWriteFailure<T extends ProfileValues> = Omit<
  WriteFailureTarget<T>,
  "setError" | "showAlert"
>;

/**
 * The write of either profile form (create, edit): the form's write (useFormWrite), and `failed`,
 * which shows a failure in the one order both forms share (showWriteFailure).
 */
export function useProfileWrite<T extends ProfileValues>(
  client: ApiClient,
  { formState, setError, getValues }: UseFormReturn<T>,
  blockedBy: string | undefined,
  failure: ProfileWriteFailure<T>,
): FormWrite & { failed: (error: unknown) => void } {
  const formWrite = useFormWrite(client, {
    dirty: formState.isDirty,
    submitting: formState.isSubmitting,
    blockedBy,
  });
  const failed = (error: unknown) => {
    showWriteFailure(error, { ...failure, setError, showAlert: formWrite.showAlert });
    if (isApiError(error) && error.status === 409) void nameTheHolder();
  };
  // The 409 does not say which profile holds the type: one read of the listing does.
  const field = "subject_token_type" as Path<T>;
  const nameTheHolder = async () => {
    const taken = String(getValues(field));
    const holder = await profileHolding(client, taken).catch(() => undefined);
    // Retyped meanwhile: the error the field shows is about another value now.
    if (holder === undefined || String(getValues(field)) !== taken) return;
    setError(field, {
      type: "server",
      message: messages.subjectTokenType.takenBy(holder.name, holder.id),
    });
  };
  return { ...formWrite, failed };
}
