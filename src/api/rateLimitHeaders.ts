import type { RateLimit } from "./apiError";

function nonNegativeInteger(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** All three X-RateLimit-* headers, or undefined when any is missing or malformed. */
export function readRateLimit(headers: Headers): RateLimit | undefined {
  const limit = nonNegativeInteger(headers.get("X-RateLimit-Limit"));
  const remaining = nonNegativeInteger(headers.get("X-RateLimit-Remaining"));
  const reset = nonNegativeInteger(headers.get("X-RateLimit-Reset"));
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, reset };
}

/** X-RateLimit-Reset as epoch milliseconds; it is a Unix time in seconds. */
function readResetAtMs(headers: Headers): number | undefined {
  const reset = nonNegativeInteger(headers.get("X-RateLimit-Reset"));
  return reset === undefined ? undefined : reset * 1000;
}

/** Retry-After as epoch milliseconds: it is either delay seconds or an HTTP date. */
export function readRetryAfterMs(headers: Headers, nowMs: number): number | undefined {
  const value = headers.get("Retry-After");
  if (value === null) return undefined;
  const delay = nonNegativeInteger(value);
  if (delay !== undefined) return nowMs + delay * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

/** When the tenant says it will accept calls again: Retry-After first, then the bucket reset. */
export function readResumeAtMs(headers: Headers, nowMs: number): number | undefined {
  return readRetryAfterMs(headers, nowMs) ?? readResetAtMs(headers);
}
