/** The pace is read over this span: long enough to smooth answers that arrive in bursts. */
const WINDOW_MS = 5_000;
/** Shorter than this since the run began, a pace would be a guess. */
const MIN_SPAN_MS = 1_000;

interface PaceMeter {
  /** One user's outcome became known at `at` (epoch ms). */
  settled(at: number): void;
  /** A new run begins: the previous run's pace says nothing about this one. */
  restart(): void;
  /** Users settled a second over the last few seconds, or undefined while too early to say. */
  perSecond(at: number): number | undefined;
}

/** Counts outcomes in a sliding window; each outcome is added and dropped once. */
export function createPaceMeter(): PaceMeter {
  let times: number[] = [];
  let head = 0;
  let firstAt: number | undefined;

  function dropBefore(from: number): void {
    while (head < times.length && (times[head] ?? 0) < from) head++;
    // Compact now and then so the array does not grow with the batch.
    if (head > 1024 && head * 2 > times.length) {
      times = times.slice(head);
      head = 0;
    }
  }

  return {
    settled(at) {
      firstAt ??= at;
      times.push(at);
      dropBefore(at - WINDOW_MS);
    },
    restart() {
      times = [];
      head = 0;
      firstAt = undefined;
    },
    perSecond(at) {
      if (firstAt === undefined) return undefined;
      dropBefore(at - WINDOW_MS);
      // The first outcome opens the span; before the window fills, the span is what there is.
      const span = Math.min(WINDOW_MS, at - firstAt);
      if (span < MIN_SPAN_MS) return undefined;
      return (times.length - head) / (span / 1000);
    },
  };
}
