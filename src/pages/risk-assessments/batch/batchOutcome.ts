import { describeApiError, isApiError } from "../../../api/apiError";
import { CLEAR_WRITE } from "../../../api/risk-assessments/clear";
import { clearProblem } from "../../../api/risk-assessments/clearProblem";
import { ConnectionNotResolved, EmailNotResolved, type PermanentProblem } from "./failureKind";
import { tenantStoppedAnswering } from "./tenantUnreachable";

/** How long to hold the batch after a final 429 that carried no timing headers. */
const FALLBACK_RATE_LIMIT_PAUSE_MS = 5_000;
/** A reset already past by this machine's clock still gets a short pause. */
const MIN_RATE_LIMIT_PAUSE_MS = 1_000;

type FailureOutcome =
  /**
   * Not processed, so it is sent again later: still 429 after the client's own attempts, or the
   * tenant stopped answering before the clear left (the read of the user's connection failed).
   */
  | { readonly kind: "retry-later"; readonly resumeAt: number }
  /** Stopped before it left the browser. */
  | { readonly kind: "not-sent"; readonly message: string }
  /** It left, but no verdict came back: the user decides whether to send it again. */
  | { readonly kind: "unknown"; readonly message: string }
  | {
      readonly kind: "failed";
      readonly message: string;
      readonly errorCode: string | undefined;
      /** Set when sending again cannot help: left out of "Retry failed". */
      readonly permanent: PermanentProblem | undefined;
      /** The token or its scopes were refused: every other id would fail the same way. */
      readonly stopsBatch: boolean;
    };

export function failureOutcome(error: unknown, nowMs: number): FailureOutcome {
  if (isApiError(error)) {
    if (error.kind === "http" && error.status === 429) {
      const at =
        error.retryAfterSeconds !== undefined
          ? nowMs + error.retryAfterSeconds * 1000
          : error.rateLimit
            ? error.rateLimit.reset * 1000
            : nowMs + FALLBACK_RATE_LIMIT_PAUSE_MS;
      return { kind: "retry-later", resumeAt: Math.max(at, nowMs + MIN_RATE_LIMIT_PAUSE_MS) };
    }
    if (tenantStoppedAnswering(error) && !error.outcomeUnknown) {
      return { kind: "retry-later", resumeAt: nowMs };
    }
    if (error.outcomeUnknown) {
      return { kind: "unknown", message: describeApiError(error, CLEAR_WRITE) };
    }
    if (error.kind === "aborted") {
      return { kind: "not-sent", message: "Cancelled before it was sent." };
    }
    return {
      kind: "failed",
      message: describeApiError(error),
      errorCode: error.errorCode,
      permanent: clearProblem(error.status, error.errorCode, error.message),
      stopsBatch: error.status === 401 || error.status === 403,
    };
  }
  return {
    kind: "failed",
    message: describeApiError(error),
    errorCode: undefined,
    permanent:
      error instanceof ConnectionNotResolved || error instanceof EmailNotResolved
        ? error.problem
        : undefined,
    stopsBatch: false,
  };
}
