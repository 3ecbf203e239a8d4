import type { ApiError } from "./apiError";

/** What a request waiting out a 429 reports through its `onRateLimitWait`. */
export interface RateLimitWait {
  /** Epoch milliseconds at which the request is sent again. */
  readonly resumeAt: number;
  /** The attempt that will be made at resumeAt (2 or 3). */
  readonly attempt: number;
}

/**
 * Any 401: the token expired or was rejected; the app offers to connect again. The one event
 * the client broadcasts: a screen reads a rate-limit wait from the client's budget
 * (`rateLimitBudget`), and a caller pacing its own requests hears it through their options.
 */
interface UnauthorizedEvent {
  readonly type: "unauthorized";
  readonly error: ApiError;
}

export type ApiEvent = UnauthorizedEvent;
export type ApiEventListener = (event: ApiEvent) => void;
