import type { ApiError } from "./apiError";
import type { HttpMethod } from "./httpMethod";

/** What a waiting request reports, so the UI can show a countdown. */
export interface RateLimitWait {
  /** Epoch milliseconds at which the request is sent again. */
  readonly resumeAt: number;
  /** The attempt that will be made at resumeAt (2 or 3). */
  readonly attempt: number;
}

export interface RateLimitedEvent extends RateLimitWait {
  readonly type: "rate-limited";
  /** Tells apart concurrent requests; every rate-limited event is followed by one resumed event. */
  readonly requestId: number;
  readonly method: HttpMethod;
  readonly path: string;
}

export interface ResumedEvent {
  readonly type: "resumed";
  readonly requestId: number;
  readonly method: HttpMethod;
  readonly path: string;
  /** True when the wait ended because the request was aborted, not because it is sent again. */
  readonly cancelled: boolean;
}

/** Any 401: the token expired or was rejected; the app offers to connect again. */
export interface UnauthorizedEvent {
  readonly type: "unauthorized";
  readonly error: ApiError;
}

export type ApiEvent = RateLimitedEvent | ResumedEvent | UnauthorizedEvent;
export type ApiEventListener = (event: ApiEvent) => void;
