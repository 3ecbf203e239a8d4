import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLingering } from "./useLingering";

afterEach(() => vi.useRealTimers());

describe("useLingering", () => {
  it("stays on through a short gap, and goes off once the gap outlasts the linger", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ on }) => useLingering(on, 3_000), {
      initialProps: { on: false },
    });
    expect(result.current).toBe(false);
    rerender({ on: true });
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
    rerender({ on: true });
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
