// @vitest-environment jsdom
// The buffer writes into the tab's activity, kept in sessionStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetTab } from "../../../lib/tabStorage";
import { readActivity } from "../../../session/activityLog";
import { createActivityBuffer } from "./activityBuffer";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  forgetTab();
});

const clearOf = (target: string) => ({ operation: "clearRiskAssessments", target }) as const;

describe("createActivityBuffer", () => {
  it("records a batch's clears together within half a second, newest first", () => {
    const buffer = createActivityBuffer();
    buffer.add({ activity: clearOf("a"), at: Date.parse("2030-01-01T10:00:00Z") });
    buffer.add({ activity: clearOf("b"), at: Date.parse("2030-01-01T10:00:01Z") });
    expect(readActivity(), "not yet").toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(readActivity().map((entry) => entry.target)).toEqual(["b", "a"]);
  });

  it("records what waits at once when flushed, as when the screen goes away", () => {
    const buffer = createActivityBuffer();
    buffer.add({ activity: clearOf("a"), at: Date.now() });
    buffer.flush();
    expect(readActivity().map((entry) => entry.target)).toEqual(["a"]);
    vi.advanceTimersByTime(500);
    expect(readActivity(), "recorded once").toHaveLength(1);
  });
});
