// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBatchSchedule, SHOWN_HOLD_MS } from "./batchSchedule";

describe("createBatchSchedule", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const scheduleOf = () => {
    const onWake = vi.fn();
    return { onWake, schedule: createBatchSchedule(Date.now, onWake) };
  };

  it("is not paused with nothing said", () => {
    const { schedule } = scheduleOf();
    expect(schedule.pausedUntil(0, [])).toBeUndefined();
  });

  it("pauses until the latest of a final 429, a long hold and a request waiting out its own 429", () => {
    const { schedule } = scheduleOf();
    schedule.pauseUntil(3_000);
    schedule.pauseUntil(2_000);
    expect(schedule.pausedUntil(0, [])).toBe(3_000);
    expect(schedule.pausedUntil(0, [undefined, 5_000])).toBe(5_000);
    schedule.hold(0, 6_000);
    expect(schedule.pausedUntil(0, [])).toBe(6_000);
    expect(schedule.pausedUntil(7_000, [5_000])).toBeUndefined();
  });

  it("shows a long pacing hold as a pause, and a short one not at all", () => {
    const { schedule } = scheduleOf();
    schedule.hold(0, SHOWN_HOLD_MS - 1);
    expect(schedule.pausedUntil(0, [])).toBeUndefined();
    schedule.hold(0, SHOWN_HOLD_MS);
    expect(schedule.pausedUntil(0, [])).toBe(SHOWN_HOLD_MS);
    schedule.clearHold();
    expect(schedule.pausedUntil(0, [])).toBeUndefined();
  });

  it("wakes the batch once at the time asked, a later ask replacing an earlier one", () => {
    const { schedule, onWake } = scheduleOf();
    schedule.wakeAt(1_000);
    schedule.wakeAt(2_000);
    vi.advanceTimersByTime(1_999);
    expect(onWake).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWake).toHaveBeenCalledTimes(1);
  });

  it("wakes the batch when a hold ends, and never after a cancel", () => {
    const { schedule, onWake } = scheduleOf();
    schedule.hold(0, 200);
    vi.advanceTimersByTime(200);
    expect(onWake).toHaveBeenCalledTimes(1);
    schedule.wakeAt(500);
    schedule.cancelWake();
    vi.advanceTimersByTime(1_000);
    expect(onWake).toHaveBeenCalledTimes(1);
  });

  it("forgets a final 429's pause once cleared", () => {
    const { schedule } = scheduleOf();
    schedule.pauseUntil(3_000);
    schedule.clearPause();
    expect(schedule.pausedUntil(0, [])).toBeUndefined();
  });
});
