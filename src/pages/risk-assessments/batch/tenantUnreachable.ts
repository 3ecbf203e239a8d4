import { type ApiError, isApiError } from "../../../api/apiError";

/**
 * Whether a failed request shows the tenant has stopped answering at all: its fetch rejected
 * before any response (connection refused or reset, the tenant down, the network gone). The
 * batch then holds: no new request starts until the user presses Resume, so the users not yet
 * sent stay waiting instead of each failing within a second against a tenant that is not there.
 *
 * What the requests already in flight become is the fetch layer's verdict, left as it is:
 * - A clear (POST) whose fetch rejected is "outcome unknown". The page cannot tell a refused
 *   connection (nothing left, nothing applied) from one reset after the request was written
 *   (the tenant may have applied it): fetch rejects with the same TypeError for both and says
 *   no more. Calling the first "not sent" would be a guess that may hide an applied clear, and
 *   calling the second "waiting" would send it again without the user deciding; unknown is the
 *   honest answer, and a clear repeats safely from the results' "Send again". Since the batch
 *   holds at the first such failure, only requests already in flight then (at most the
 *   concurrency) can meet it: those, and no user sent later, end unknown.
 * - A failure whose outcome is known to be nothing written (the read of the user's connection,
 *   a GET, failing after the client's own retries, before the clear left) puts the user back
 *   with those waiting for Resume: see failureOutcome.
 *
 * The console does not probe the tenant by itself: a refused connection may also be a wrong
 * tenant URL, a tenant that refuses this page's origin, or a VPN that dropped, and the user is
 * the one who knows when it is back.
 */
export function tenantStoppedAnswering(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === "network";
}
