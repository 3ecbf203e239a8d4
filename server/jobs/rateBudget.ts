import { setTimeout as sleep } from "node:timers/promises";
import { createRatePacer } from "../../src/lib/ratePacer.ts";

/** Of the tenant's bucket, the share jobs leave to people's own requests. */
const KEPT_FOR_PEOPLE = 0.1;

/** The `X-RateLimit-*` figures of one answer, or undefined when any is missing or malformed. */
function rateAnswer(headers: Record<string, string>, at: number) {
  const figure = (name: string) => {
    const value = headers[name];
    return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  };
  const limit = figure("x-ratelimit-limit");
  const remaining = figure("x-ratelimit-remaining");
  const reset = figure("x-ratelimit-reset");
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, reset, at };
}

/**
 * The tenant's rate budget as this instance sees it: every answer of the proxy (a person's
 * request or a job's) re-anchors it to the tenant's own `X-RateLimit-*` figures, which count the
 * one credential every instance sends with, so instances and jobs share one bucket without a word
 * between them. People's requests never wait on it; a job's call waits its turn and leaves a
 * tenth of the bucket to them, so they go first (src/lib/ratePacer.ts, as the page's batch paces).
 */
export function createRateBudget() {
  const pacer = createRatePacer();
  let limit = 0;
  return {
    /** Every answer from the tenant, whoever asked. */
    observe(headers: Record<string, string>): void {
      const answer = rateAnswer(headers, Date.now());
      if (!answer) return;
      limit = answer.limit;
      pacer.observe(answer);
    },
    /** Waits until a job's call may leave; call the returned function once it is answered. */
    async turn(): Promise<() => void> {
      const keep = Math.floor(limit * KEPT_FOR_PEOPLE);
      for (
        let wait = pacer.delay(Date.now(), keep);
        wait > 0;
        wait = pacer.delay(Date.now(), keep)
      ) {
        await sleep(wait);
      }
      pacer.started();
      let finished = false;
      return () => {
        if (!finished) pacer.finished();
        finished = true;
      };
    },
  };
}

export type RateBudget = ReturnType<typeof createRateBudget>;
