// @vitest-environment jsdom
// The store waits on requestAnimationFrame, which a browser (and jsdom) has and Node lacks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { perFrame } from "./frameStore";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

function counter() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    bump() {
      value++;
      for (const listener of listeners) listener();
    },
  };
}

describe("perFrame", () => {
  it("tells its listeners once a frame, with the frame's last state", () => {
    const source = counter();
    const store = perFrame(source);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 100; i++) source.bump();
    expect(store.getSnapshot(), "nothing shows before the frame").toBe(0);
    vi.advanceTimersToNextFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(100);
  });

  it("stops listening to the source when its last listener leaves", () => {
    const source = counter();
    const store = perFrame(source);
    const listener = vi.fn();
    store.subscribe(listener)();
    source.bump();
    vi.advanceTimersToNextFrame();
    expect(listener).not.toHaveBeenCalled();
  });
});
