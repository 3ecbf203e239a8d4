/**
 * The tenant's verdicts on a clear that sending again cannot change: they hold until someone
 * changes the input or the tenant. The single clear (the form) and the batch (the job) both read
 * them, so they sit with the operation; each says them in its own words.
 */
export type ClearProblem =
  | "unknown-user"
  | "not-in-connection"
  | "unknown-connection"
  | "connection-or-membership"
  | "bad-input";

/**
 * One 404 code (inexistent_connection) covers a missing connection and a user who is not in it;
 * only the tenant's message tells them apart, so it is read before choosing the headline.
 */
export function clearProblem(
  status: number,
  errorCode: string | undefined,
  message: string | undefined,
): ClearProblem | undefined {
  if (status === 400) return "bad-input";
  if (status !== 404) return undefined;
  if (errorCode === "inexistent_user") return "unknown-user";
  if (errorCode === "inexistent_connection") {
    if (message !== undefined && /\b(belong|member)\b|\bnot in\b/i.test(message)) {
      return "not-in-connection";
    }
    if (message !== undefined && /does not exist|not found/i.test(message)) {
      return "unknown-connection";
    }
    return "connection-or-membership";
  }
  return undefined;
}
