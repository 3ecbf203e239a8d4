import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimiter } from "../../../../tenant/rateLimiter.ts";
import { ApiError } from "../../../api/apiError";
import { createRatePacer, type RateAnswer } from "../../../lib/ratePacer";
import { createBatchQueue } from "./batchQueue";
import type { BatchPace } from "./batchTypes";

const T0 = Date.parse("2030-01-01T00:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (remaining: number, at: number, limit = 120, resetIn = 0): RateAnswer => ({
  limit,
  remaining,
  reset: Math.ceil(at / 1000 + resetIn),
  at,
});

describe("createRatePacer", () => {
  it("lets requests go until an answer states the budget", () => {
    const pacer = createRatePacer();
    expect(pacer.delay(T0)).toBe(0);
    expect(pacer.rate()).toBeUndefined();
  });

  it("spends a full bucket without holding anything back", () => {
    const pacer = createRatePacer();
    pacer.observe(answer(100, T0, 120, 1));
    expect(pacer.delay(T0)).toBe(0);
    expect(pacer.binding()).toBe(false);
  });

  it("measures the refill from how Remaining moves against the answers in between", () => {
    const pacer = createRatePacer();
    // 30 answers in 1.5 s took the bucket from 60 to 60: it refilled 20 a second.
    pacer.observe(answer(60, T0, 120, 3));
    for (let i = 1; i <= 30; i++) pacer.observe(answer(60, T0 + i * 50, 120, 3));
    expect(pacer.rate()).toBeCloseTo(20, 5);
  });

  it("ignores a Reset stated by a tenant whose clock is far from this machine's, once measured", () => {
    const pacer = createRatePacer();
    const skewed = (remaining: number, at: number): RateAnswer => ({
      limit: 120,
      remaining,
      reset: Math.ceil(at / 1000) - 3_600,
      at,
    });
    pacer.observe(skewed(100, T0));
    // Remaining fell 10 over 1 s with 30 answers: 20 refilled.
    for (let i = 1; i <= 30; i++)
      pacer.observe(skewed(100 - Math.round(i / 3), T0 + (i * 1000) / 30));
    expect(pacer.rate()).toBeCloseTo(20, 0);
  });

  it("holds a request back while the estimate is below a token plus the reserve, and says how long", () => {
    const pacer = createRatePacer();
    // An empty bucket that stays empty over 20 answers a second refills 20 a second.
    for (let i = 0; i <= 20; i++) pacer.observe(answer(0, T0 + i * 50));
    expect(pacer.rate()).toBeCloseTo(20, 5);
    const at = T0 + 1_000;
    // Needs 1 token plus a reserve of 2 (100 ms at 20 a second): 3 tokens, 150 ms.
    expect(pacer.delay(at)).toBe(150);
    expect(pacer.binding()).toBe(true);
    expect(pacer.delay(at + 150)).toBe(0);
    pacer.started();
    expect(pacer.delay(at + 150), "the request in flight counts as spent").toBe(50);
    pacer.finished();
    expect(pacer.delay(at + 150)).toBe(0);
  });

  it("never waits longer than a few seconds, so a batch never stalls", () => {
    const pacer = createRatePacer();
    pacer.observe(answer(0, T0, 120, 600));
    expect(pacer.delay(T0)).toBeLessThanOrEqual(5_000);
    expect(pacer.delay(T0)).toBeGreaterThan(0);
    expect(pacer.delay(T0 + 5_000), "one request asks how things stand").toBe(0);
  });
});

/**
 * A batch against the tenant's own token bucket on a fake clock: each request takes `latency`
 * there and back, is charged on arrival, and its answer carries the bucket's headers. `paces`
 * are what the progress showed every 100 ms while the batch ran and was not paused.
 */
async function pacedBatch(users: number, capacity: number, refillPerSecond: number) {
  const limiter = new RateLimiter({ capacity, refillPerSecond }, () => Date.now());
  const pacer = createRatePacer();
  const latency = 20;
  let tooMany = 0;
  const clear = async () => {
    await new Promise((resolve) => setTimeout(resolve, latency / 2));
    const decision = limiter.take("client:batch");
    await new Promise((resolve) => setTimeout(resolve, latency / 2));
    pacer.observe({
      limit: decision.limit,
      remaining: decision.remaining,
      reset: decision.resetSeconds,
      at: Date.now(),
    });
    if (!decision.allowed) {
      tooMany++;
      throw new ApiError({
        kind: "http",
        status: 429,
        error: "Too Many Requests",
        message: "Global limit has been reached",
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  };
  const queue = createBatchQueue({
    userIds: Array.from({ length: users }, (_, i) => `user-${i}`),
    concurrency: 2,
    clear,
    pacer,
  });
  const started = Date.now();
  const paces: BatchPace[] = [];
  queue.start();
  for (let now = queue.getSnapshot(); now.phase === "running"; now = queue.getSnapshot()) {
    if (now.pausedUntil === undefined) paces.push(now.pace);
    await vi.advanceTimersByTimeAsync(100);
  }
  return { queue, tooMany, paces, seconds: (Date.now() - started) / 1000 };
}

describe("a paced batch against the tenant's token bucket", () => {
  it("clears 2,000 users under the default limit close to the ideal time, meeting few 429s", async () => {
    const { queue, tooMany, seconds } = await pacedBatch(2_000, 120, 20);
    expect(queue.getSnapshot().counts.cleared).toBe(2_000);
    expect(tooMany).toBeLessThanOrEqual(3);
    const ideal = (2_000 - 120) / 20;
    expect(seconds / ideal).toBeLessThanOrEqual(1.1);
  });

  it("keeps a tight limit too, and shows the pace the limit sets", async () => {
    const pacer = await pacedBatch(100, 5, 2);
    expect(pacer.queue.getSnapshot().counts.cleared).toBe(100);
    expect(pacer.tooMany).toBeLessThanOrEqual(3);
    expect(pacer.seconds / ((100 - 5) / 2)).toBeLessThanOrEqual(1.15);
    // "About 2 users a second, the pace the tenant's rate limit allows", once there is a measure.
    const shown = pacer.paces.filter((pace) => pace.perSecond !== undefined);
    expect(shown.length, "the pace is shown while the batch runs").toBeGreaterThan(0);
    expect(
      shown.filter((pace) => !pace.paced),
      "the pace is always said to be the limit's",
    ).toEqual([]);
    expect(shown.at(-1)?.perSecond, "users a second, as the limit refills").toBeCloseTo(2, 0);
  });
});
