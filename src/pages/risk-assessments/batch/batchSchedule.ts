/** A pacing hold this long reads as a pause, with its countdown; a shorter one is the pace. */
export const SHOWN_HOLD_MS = 1_000;

interface BatchSchedule {
  /** Until when no request may start (epoch ms), counting `waits` of requests in flight. */
  pausedUntil(at: number, waits: Iterable<number | undefined>): number | undefined;
  /** The tenant said, with a final 429, that it accepts calls again at `resumeAt`. */
  pauseUntil(resumeAt: number): void;
  /** The pacer holds the next request `wait` ms; a long hold is shown as a pause. */
  hold(at: number, wait: number): void;
  /** Forgets the holds that a pump is about to look at again, or a halt ends. */
  clearHold(): void;
  clearPause(): void;
  /** Calls `onWake` at `at` (once; a later call replaces an earlier one). */
  wakeAt(at: number): void;
  cancelWake(): void;
}

/**
 * When the batch may send next: after a final 429, after a pacing hold, and never while a
 * request in flight waits out its own 429. Framework free; tested on a fake clock.
 */
export function createBatchSchedule(now: () => number, onWake: () => void): BatchSchedule {
  let pauseUntil: number | undefined;
  let holdUntil: number | undefined;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelWake = () => {
    clearTimeout(wakeTimer);
    wakeTimer = undefined;
  };
  const wakeAt = (at: number) => {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(
      () => {
        wakeTimer = undefined;
        onWake();
      },
      Math.max(0, at - now()),
    );
  };

  return {
    pausedUntil(at, waits) {
      let until = pauseUntil !== undefined && pauseUntil > at ? pauseUntil : undefined;
      if (holdUntil !== undefined && holdUntil > at) until = Math.max(until ?? 0, holdUntil);
      for (const waitUntil of waits) {
        if (waitUntil !== undefined && waitUntil > at) until = Math.max(until ?? 0, waitUntil);
      }
      return until;
    },
    pauseUntil(resumeAt) {
      pauseUntil = Math.max(pauseUntil ?? 0, resumeAt);
    },
    hold(at, wait) {
      if (wait >= SHOWN_HOLD_MS) holdUntil = at + wait;
      wakeAt(at + wait);
    },
    clearHold() {
      holdUntil = undefined;
    },
    clearPause() {
      pauseUntil = undefined;
    },
    wakeAt,
    cancelWake,
  };
}
