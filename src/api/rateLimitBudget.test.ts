import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiPath } from "./apiPath";
import { createRateLimitBudget } from "./rateLimitBudget";
import { jsonResponse, setup, track } from "./testFetch";

const NOW = Date.parse("2030-01-01T00:00:00Z");
const NOW_S = NOW / 1000;
const itemSchema = z.object({ id: z.string() });
const figures = (limit: number, remaining: number) => ({
  "X-RateLimit-Limit": String(limit),
  "X-RateLimit-Remaining": String(remaining),
  "X-RateLimit-Reset": String(NOW_S + 5),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createRateLimitBudget", () => {
  it("holds nothing until a response states the figures, then the latest figures", () => {
    const budget = createRateLimitBudget();
    const listener = vi.fn();
    budget.subscribe(listener);
    expect(budget.get()).toBeUndefined();
    budget.record({ limit: 50, remaining: 49, reset: NOW_S });
    budget.record({ limit: 50, remaining: 48, reset: NOW_S });
    expect(budget.get()).toEqual({ limit: 50, remaining: 48, resumeAt: undefined });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps a wait through other answers until its time has come", () => {
    const budget = createRateLimitBudget();
    budget.record({ limit: 10, remaining: 0, reset: NOW_S + 5 });
    budget.recordWait(NOW + 5_000);
    budget.record({ limit: 10, remaining: 0, reset: NOW_S + 5 });
    expect(budget.get()?.resumeAt, "another request answered during the wait").toBe(NOW + 5_000);
    vi.setSystemTime(NOW + 5_000);
    budget.record({ limit: 10, remaining: 9, reset: NOW_S + 6 });
    expect(budget.get()).toEqual({ limit: 10, remaining: 9, resumeAt: undefined });
  });

  it("shows a wait before any figures, against an empty bucket", () => {
    const budget = createRateLimitBudget();
    budget.recordWait(NOW + 1_000);
    expect(budget.get()).toEqual({ limit: 0, remaining: 0, resumeAt: NOW + 1_000 });
  });

  it("hands each answer's figures and arrival time to onAnswer, for pacing", () => {
    const budget = createRateLimitBudget();
    const answers: unknown[] = [];
    const stop = budget.onAnswer((answer) => answers.push(answer));
    budget.record({ limit: 50, remaining: 49, reset: NOW_S + 1 });
    budget.record({ limit: 50, remaining: 49, reset: NOW_S + 1 });
    expect(answers, "the same figures twice are two answers").toEqual([
      { limit: 50, remaining: 49, reset: NOW_S + 1, at: NOW },
      { limit: 50, remaining: 49, reset: NOW_S + 1, at: NOW },
    ]);
    stop();
    budget.record({ limit: 50, remaining: 48, reset: NOW_S + 1 });
    expect(answers).toHaveLength(2);
  });

  it("stops telling a listener once it unsubscribes", () => {
    const budget = createRateLimitBudget();
    const listener = vi.fn();
    budget.subscribe(listener)();
    budget.record({ limit: 1, remaining: 1, reset: NOW_S });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("the client's budget", () => {
  const get = (client: ReturnType<typeof setup>["client"]) =>
    track(client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema }));

  it("records the figures of every answer, an error's too, and ignores incomplete headers", async () => {
    const { client } = setup([
      jsonResponse(200, { id: "a" }, figures(50, 49)),
      jsonResponse(404, { statusCode: 404, error: "Not Found" }, figures(50, 48)),
      jsonResponse(200, { id: "b" }, { "X-RateLimit-Remaining": "3" }),
    ]);
    await get(client).done;
    expect(client.rateLimitBudget.get()).toMatchObject({ limit: 50, remaining: 49 });
    await get(client).done;
    expect(client.rateLimitBudget.get()).toMatchObject({ limit: 50, remaining: 48 });
    await get(client).done;
    expect(client.rateLimitBudget.get(), "one header alone is no figure").toMatchObject({
      remaining: 48,
    });
  });

  it("records a 429's wait until the retry is answered", async () => {
    const { client } = setup([
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, figures(10, 0)),
      jsonResponse(200, { id: "a" }, figures(10, 9)),
    ]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.rateLimitBudget.get()).toEqual({
      limit: 10,
      remaining: 0,
      resumeAt: NOW + 5_000,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending.done).ok).toBe(true);
    expect(client.rateLimitBudget.get()).toEqual({ limit: 10, remaining: 9, resumeAt: undefined });
  });
});
