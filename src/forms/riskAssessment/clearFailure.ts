import { isApiError } from "../../api/apiError";

/**
 * The alert after a failed clear, from the sentence describeApiError gives. A clear cancelled
 * after it left may have been applied; clearing again is safe, because the tenant answers a
 * clear with nothing left to clear the same way.
 */
export function clearFailureMessage(error: unknown, sentence: string): string {
  if (isApiError(error) && error.kind === "aborted" && error.outcomeUnknown) {
    return "You cancelled the request after it was sent, so it is not known whether the assessments were cleared. Clearing again is safe: it has the same effect as clearing once.";
  }
  return sentence;
}
