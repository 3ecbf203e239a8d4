import { describe, expect, it } from "vitest";
import { formatClockTime, formatDateTime, formatNumber, formatRelativeTime } from "./format";

const AT = Date.UTC(2026, 10, 24, 13, 5, 9);

describe("formatDateTime", () => {
  it("follows the locale's order of day, month and year", () => {
    const us = formatDateTime(AT, "en-US");
    const de = formatDateTime(AT, "de-DE");
    expect(us).toMatch(/Nov 24, 2026/);
    expect(de).toMatch(/24\.11\.2026/);
  });
});

describe("formatClockTime", () => {
  it("says the hour and minute the locale's way, without seconds", () => {
    // Local time, so the test reads the same in every time zone.
    const at = new Date(2026, 10, 24, 16, 8, 59);
    expect(formatClockTime(at, "de-DE")).toBe("16:08");
    expect(formatClockTime(at, "en-US")).toMatch(/^4:08\sPM$/);
  });
});

describe("formatRelativeTime", () => {
  it("says the largest whole unit, ahead or behind", () => {
    expect(formatRelativeTime(AT + 3 * 3_600_000 + 59_000, AT, "en")).toBe("in 3 hours");
    expect(formatRelativeTime(AT - 5 * 60_000, AT, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(AT - 2 * 86_400_000, AT, "en")).toBe("2 days ago");
    expect(formatRelativeTime(AT - 800 * 86_400_000, AT, "en")).toBe("2 years ago");
    expect(formatRelativeTime(AT + 14 * 86_400_000, AT, "en")).toBe("in 2 weeks");
  });

  it("says now when there is less than a second between them", () => {
    expect(formatRelativeTime(AT + 400, AT, "en")).toBe("now");
  });

  it("speaks the given language", () => {
    expect(formatRelativeTime(AT + 3_600_000, AT, "de")).toBe("in 1 Stunde");
  });
});

describe("formatNumber", () => {
  it("groups digits the locale's way", () => {
    expect(formatNumber(1234567, "en-US")).toBe("1,234,567");
    expect(formatNumber(1234567, "de-DE")).toBe("1.234.567");
  });
});
