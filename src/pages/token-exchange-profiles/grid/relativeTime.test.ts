import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const now = Date.parse("2026-05-01T12:00:00Z");

describe("relativeTime", () => {
  it.each([
    ["2026-05-01T11:59:30Z", "30 seconds ago"],
    ["2026-05-01T11:15:00Z", "45 minutes ago"],
    ["2026-05-01T09:00:00Z", "3 hours ago"],
    ["2026-04-30T12:00:00Z", "yesterday"],
    ["2026-04-10T12:00:00Z", "3 weeks ago"],
    ["2026-01-01T12:00:00Z", "4 months ago"],
    ["2024-01-08T09:00:00Z", "2 years ago"],
    ["2026-05-03T12:00:00Z", "in 2 days"],
    ["2026-05-01T12:00:00Z", "now"],
  ])("%s reads %s", (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  it("shows a value it cannot read as it is", () => {
    expect(relativeTime("not a date", now)).toBe("not a date");
  });
});
