// @vitest-environment jsdom
// What Activity drops is kept in sessionStorage.
import { afterEach, describe, expect, it } from "vitest";
import { forgetTab } from "../lib/tabStorage";
import { ACTIVITY_MAX, readActivity, recordActivities, type SettledWrite } from "./activityLog";
import { DROPPED_KEPT_MAX, readDroppedActivity } from "./droppedActivity";

afterEach(() => forgetTab());

const START = Date.parse("2030-01-01T10:00:00Z");

/** `count` clears, a second apart, the first at `from` seconds. */
function clears(count: number, from = 0): SettledWrite[] {
  return Array.from({ length: count }, (_, index) => ({
    activity: { operation: "clearRiskAssessments", target: `auth0|${from + index}` },
    at: START + (from + index) * 1_000,
  }));
}

describe("what Activity drops past its cap", () => {
  it("drops nothing while the list has room", () => {
    recordActivities(clears(ACTIVITY_MAX));
    expect(readActivity()).toHaveLength(ACTIVITY_MAX);
    expect(readDroppedActivity()).toEqual({ count: 0, entries: [] });
  });

  it("keeps the oldest it let go, newest first, counted, for the CSV", () => {
    recordActivities([
      {
        activity: { operation: "createOrganization", target: "acme", reason: "T-1" },
        at: START - 60_000,
      },
    ]);
    recordActivities(clears(ACTIVITY_MAX + 2));
    expect(readActivity()).toHaveLength(ACTIVITY_MAX);
    expect(readActivity()[ACTIVITY_MAX - 1]?.target, "the oldest still listed").toBe("auth0|2");
    const dropped = readDroppedActivity();
    expect(dropped.count).toBe(3);
    expect(dropped.entries.map((entry) => [entry.operation, entry.target, entry.reason])).toEqual([
      ["Clear risk assessments", "auth0|1", ""],
      ["Clear risk assessments", "auth0|0", ""],
      ["Create organization", "acme", "T-1"],
    ]);
    expect(dropped.entries[2]?.time).toBe("2030-01-01T09:59:00.000Z");
  });

  it("keeps at most the newest DROPPED_KEPT_MAX, and counts every one", () => {
    recordActivities(clears(ACTIVITY_MAX + DROPPED_KEPT_MAX + 500));
    const dropped = readDroppedActivity();
    expect(dropped.count).toBe(DROPPED_KEPT_MAX + 500);
    expect(dropped.entries).toHaveLength(DROPPED_KEPT_MAX);
    expect(dropped.entries[0]?.target, "the newest dropped").toBe(
      `auth0|${DROPPED_KEPT_MAX + 499}`,
    );
    // The bound on what the tab keeps for them: measured 163,523 characters for these short
    // targets; 40-character ids and a ticket as the reason add about 50 a row, 100,000 in all.
    const stored = sessionStorage.getItem("tenant-console.activity-dropped") ?? "";
    expect(stored.length).toBeLessThanOrEqual(170_000);
  });

  it("is forgotten on Sign out with the rest of the tab", () => {
    recordActivities(clears(ACTIVITY_MAX + 1));
    expect(readDroppedActivity().count).toBe(1);
    forgetTab();
    expect(readDroppedActivity()).toEqual({ count: 0, entries: [] });
  });
});
