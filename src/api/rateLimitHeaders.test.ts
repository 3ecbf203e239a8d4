import { describe, expect, it } from "vitest";
import { readRateLimit, readResumeAtMs, readRetryAfterMs } from "./rateLimitHeaders";

const NOW = Date.parse("2030-01-01T00:00:00Z");

describe("readRateLimit", () => {
  it("reads the three headers as integers", () => {
    const headers = new Headers({
      "X-RateLimit-Limit": "50",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": "1893456005",
    });
    expect(readRateLimit(headers)).toEqual({ limit: 50, remaining: 0, reset: 1893456005 });
  });

  it.each<Record<string, string>>([
    { "X-RateLimit-Limit": "50", "X-RateLimit-Remaining": "0" },
    { "X-RateLimit-Limit": "50", "X-RateLimit-Remaining": "-1", "X-RateLimit-Reset": "1" },
    { "X-RateLimit-Limit": "5.5", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1" },
    { "X-RateLimit-Limit": "many", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1" },
  ])("is undefined when a header is missing or malformed: %j", (values) => {
    expect(readRateLimit(new Headers(values))).toBeUndefined();
  });
});

describe("readRetryAfterMs", () => {
  it("reads delay seconds and HTTP dates", () => {
    expect(readRetryAfterMs(new Headers({ "Retry-After": "3" }), NOW)).toBe(NOW + 3_000);
    const date = new Date(NOW + 8_000).toUTCString();
    expect(readRetryAfterMs(new Headers({ "Retry-After": date }), NOW)).toBe(NOW + 8_000);
  });

  it("ignores what is neither", () => {
    expect(readRetryAfterMs(new Headers({ "Retry-After": "soon" }), NOW)).toBeUndefined();
    expect(readRetryAfterMs(new Headers(), NOW)).toBeUndefined();
  });
});

describe("readResumeAtMs", () => {
  it("prefers Retry-After and falls back to the reset, read as Unix seconds", () => {
    const both = new Headers({ "Retry-After": "2", "X-RateLimit-Reset": String(NOW / 1000 + 9) });
    expect(readResumeAtMs(both, NOW)).toBe(NOW + 2_000);
    const reset = new Headers({ "X-RateLimit-Reset": String(NOW / 1000 + 9) });
    expect(readResumeAtMs(reset, NOW)).toBe(NOW + 9_000);
  });
});
