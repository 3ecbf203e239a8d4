import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RateLimitWaits, useResumeAt } from "./useResumeAt";

/** The client's budget as the hook sees it: a wait the client records, and its listeners. */
function budget(resumeAt?: number) {
  let state: { resumeAt?: number } | undefined = resumeAt === undefined ? undefined : { resumeAt };
  const listeners = new Set<() => void>();
  const waits: RateLimitWaits = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const recordWait = (at: number) => {
    state = { resumeAt: at };
    for (const listener of listeners) listener();
  };
  return { waits, recordWait };
}

const NOW = Date.UTC(2030, 0, 1);

afterEach(() => vi.useRealTimers());

describe("useResumeAt", () => {
  it("counts down a wait that began before the screen mounted, while its request is pending", () => {
    vi.useFakeTimers({ now: NOW });
    const { waits } = budget(NOW + 3_000);
    const { result } = renderHook(() => useResumeAt(waits, true));
    expect(result.current).toBe(NOW + 3_000);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBeUndefined();
  });

  it("shows a wait recorded while the request is pending, and none once it is not", () => {
    vi.useFakeTimers({ now: NOW });
    const { waits, recordWait } = budget();
    const { result, rerender } = renderHook(({ pending }) => useResumeAt(waits, pending), {
      initialProps: { pending: true },
    });
    expect(result.current).toBeUndefined();
    act(() => recordWait(NOW + 5_000));
    expect(result.current).toBe(NOW + 5_000);
    // Cancelled during its wait: the request is not sent again, so there is nothing to count.
    rerender({ pending: false });
    expect(result.current).toBeUndefined();
  });
});
