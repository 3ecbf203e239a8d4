/** The tenant's time: injectable for tests, and jumpable so 24-hour expiries can be tested. */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms: number) {
      if (!Number.isFinite(ms)) throw new RangeError("advance needs a finite number of ms");
      offset += ms;
    },
  };
}
