import { isApiError } from "../../api";

const KEPT = "Your changes are still in the form.";

/**
 * The alert after a failed save, from the sentence describeApiError gives. A save whose verdict
 * never arrived says so; a 2xx whose body is no profile was applied, only its answer is unusable.
 */
export function failureMessage(error: unknown, sentence: string): string {
  if (!isApiError(error)) return sentence;
  if (error.kind === "aborted" && error.outcomeUnknown) {
    return `You cancelled the save after it was sent, so it is not known whether the tenant changed the profile. ${KEPT} Check before saving again.`;
  }
  if (error.kind === "invalid-response") {
    return `${sentence} The tenant answered ${error.status}, so the changes were most likely saved. ${KEPT}`;
  }
  return error.outcomeUnknown ? `${sentence} ${KEPT}` : sentence;
}
