import type { UseFormReturn } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { type FormWrite, useFormWrite } from "../shared/useFormWrite";
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
  client: Pick<ApiClient, "rateLimitBudget">,
  { formState, setError }: UseFormReturn<T>,
  blockedBy: string | undefined,
  failure: ProfileWriteFailure<T>,
): FormWrite & { failed: (error: unknown) => void } {
  const formWrite = useFormWrite(client, {
    dirty: formState.isDirty,
    submitting: formState.isSubmitting,
    blockedBy,
  });
  const failed = (error: unknown) =>
    showWriteFailure(error, { ...failure, setError, showAlert: formWrite.showAlert });
  return { ...formWrite, failed };
}
