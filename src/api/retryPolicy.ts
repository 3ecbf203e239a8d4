import type { HttpMethod } from "./httpMethod";
import { readResumeAtMs } from "./rateLimitHeaders";

/** Attempts in total, the first one included (service-facts.md: the SDKs retry 2–3 times). */
export const MAX_ATTEMPTS = 3;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
const MAX_JITTER_MS = 500;
const RATE_LIMIT_BACKOFF_BASE_MS = 1_000;
const TRANSIENT_BACKOFF_BASE_MS = 500;

/**
 * How long to wait after the `attempt`-th call (1-based) was answered 429: until the tenant says
 * it accepts calls again, plus jitter so that waiting tabs do not all return at the same moment.
 */
export function rateLimitWaitMs(
  headers: Headers,
  attempt: number,
  nowMs: number,
  random: () => number,
): number {
  const resumeAtMs = readResumeAtMs(headers, nowMs);
  const base =
    resumeAtMs === undefined
      ? RATE_LIMIT_BACKOFF_BASE_MS * 2 ** (attempt - 1)
      : Math.max(0, resumeAtMs - nowMs);
  const jitter = Math.min(Math.max(random(), 0), 1) * MAX_JITTER_MS;
  return Math.min(Math.round(base + jitter), MAX_RATE_LIMIT_WAIT_MS);
}

/** Backoff after a network error or 5xx: 500 ms, then 1 s. */
export function transientWaitMs(attempt: number): number {
  return TRANSIENT_BACKOFF_BASE_MS * 2 ** (attempt - 1);
}

/**
 * Only a read may be repeated after a failure whose outcome is unknown: a repeated POST could
 * create a second organization, a repeated PATCH could overwrite a change made in between.
 */
export function isRepeatable(method: HttpMethod): boolean {
  return method === "GET";
}
