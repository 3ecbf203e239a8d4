// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWhenReady } from "./renderWhenReady";

describe("renderWhenReady", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders as soon as what it waits for is in, before the wait is over, and only once", async () => {
    const render = vi.fn();
    renderWhenReady(Promise.resolve(), 100, render);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders after the wait when what it waits for is slow, and not again when it comes", async () => {
    const render = vi.fn();
    let arrive = () => {};
    renderWhenReady(new Promise<void>((resolve) => (arrive = resolve)), 100, render);
    await vi.advanceTimersByTimeAsync(99);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(render).toHaveBeenCalledTimes(1);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders at once when what it waits for fails: the screen says why", async () => {
    const render = vi.fn();
    renderWhenReady(Promise.reject(new Error("offline")), 100, render);
    await vi.advanceTimersByTimeAsync(0);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
