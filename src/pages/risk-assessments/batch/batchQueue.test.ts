import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/apiError";
import { createApiClient } from "../../../api/client";
import type { Concurrency } from "../../../api/risk-assessments/batchRequest";
import { clearRiskAssessments } from "../../../api/risk-assessments/clear";
import { BASE_URL, TOKEN, textResponse } from "../../../api/testFetch";
import { createBatchQueue } from "./batchQueue";
import type { ClearCallOptions } from "./batchTypes";

interface Call {
  readonly userId: string;
  readonly options: ClearCallOptions;
  resolve(): void;
  reject(error: unknown): void;
}

/** A clear function whose every request stays open until the test answers it. */
function fakeTenant() {
  const calls: Call[] = [];
  const clear = (userId: string, options: ClearCallOptions) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ userId, options, resolve, reject });
      // As the fetch layer does when a request waiting out a 429 is aborted.
      options.signal.addEventListener("abort", () =>
        reject(
          new ApiError({
            kind: "aborted",
            status: 0,
            error: "Aborted",
            message: "The request was cancelled",
          }),
        ),
      );
    });
  const open = () => calls.filter((call) => !settled.has(call));
  const settled = new Set<Call>();
  const answer = (userId: string, error?: unknown) => {
    const call = calls.find((c) => c.userId === userId && !settled.has(c));
    if (!call) throw new Error(`no open request for ${userId}`);
    settled.add(call);
    if (error === undefined) call.resolve();
    else call.reject(error);
  };
  return { clear, calls, open, answer, sent: () => calls.map((call) => call.userId) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function notFound(): ApiError {
  return new ApiError({
    kind: "http",
    status: 404,
    error: "Not Found",
    message: "The user does not exist.",
    errorCode: "inexistent_user",
  });
}

/** A failure sending again may fix. */
function unavailable(): ApiError {
  return new ApiError({
    kind: "http",
    status: 503,
    error: "Service Unavailable",
    message: "Service Unavailable",
  });
}

function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError({
    kind: "http",
    status: 429,
    error: "Too Many Requests",
    message: "Global limit has been reached",
    errorCode: "too_many_requests",
    retryAfterSeconds,
  });
}

/** The tenant failed while it held the clear: it may have applied it. */
function failedMidWrite(): ApiError {
  return new ApiError({
    kind: "http",
    status: 500,
    error: "Internal Server Error",
    message: "Internal Server Error",
    outcomeUnknown: true,
  });
}

function queueOf(userIds: string[], concurrency: Concurrency = 1) {
  const tenant = fakeTenant();
  const queue = createBatchQueue({ userIds, concurrency, clear: tenant.clear });
  const statuses = () => queue.getSnapshot().items.map((item) => item.status);
  return { tenant, queue, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createBatchQueue", () => {
  it("sends one id at a time in list order and reports each as cleared", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b", "c"]);
    queue.start();
    expect(tenant.sent()).toEqual(["a"]);
    tenant.answer("a");
    await flush();
    expect(tenant.sent()).toEqual(["a", "b"]);
    tenant.answer("b");
    await flush();
    tenant.answer("c");
    await flush();
    expect(statuses()).toEqual(["cleared", "cleared", "cleared"]);
    expect(queue.getSnapshot().phase).toBe("finished");
    expect(queue.getSnapshot().items[0]?.finishedAt).toBe(Date.now());
  });

  it("keeps two requests open at most with concurrency 2", async () => {
    const { tenant, queue } = queueOf(["a", "b", "c", "d"], 2);
    queue.start();
    expect(tenant.open().map((call) => call.userId)).toEqual(["a", "b"]);
    tenant.answer("b");
    await flush();
    expect(tenant.open().map((call) => call.userId)).toEqual(["a", "c"]);
  });

  it("reports a failure with the tenant's message and goes on with the rest", async () => {
    const { tenant, queue, statuses } = queueOf(["ghost", "b"]);
    queue.start();
    tenant.answer("ghost", notFound());
    await flush();
    tenant.answer("b");
    await flush();
    expect(statuses()).toEqual(["failed", "cleared"]);
    expect(queue.getSnapshot().items[0]).toMatchObject({
      message: "The user does not exist.",
      errorCode: "inexistent_user",
    });
    expect(queue.getSnapshot().counts).toMatchObject({ cleared: 1, failed: 1, settled: 2 });
  });

  it("reports a request whose outcome is unknown as unknown and never sends it again by itself", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b"]);
    queue.start();
    tenant.answer("a", failedMidWrite());
    await flush();
    tenant.answer("b", unavailable());
    await flush();
    expect(statuses()).toEqual(["unknown", "failed"]);
    expect(queue.getSnapshot().items[0]?.message).toMatch(/not known whether/);

    queue.retryFailed();
    expect(tenant.sent(), "Retry failed leaves the unknown one alone").toEqual(["a", "b", "b"]);
    tenant.answer("b");
    await flush();
    queue.resendUnknown();
    expect(tenant.sent(), "sent again only when the user asks").toEqual(["a", "b", "b", "a"]);
  });

  it("pauses while a request waits out a 429 and starts nothing new until it is sent again", async () => {
    const { tenant, queue } = queueOf(["a", "b", "c"], 2);
    queue.start();
    const resumeAt = Date.now() + 3_000;
    tenant.calls[0]?.options.onRateLimitWait({ resumeAt, attempt: 2 });
    tenant.answer("b");
    await flush();
    expect(queue.getSnapshot().pausedUntil).toBe(resumeAt);
    expect(tenant.sent(), "c waits for the pause").toEqual(["a", "b"]);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(queue.getSnapshot().pausedUntil).toBeUndefined();
    expect(tenant.sent()).toEqual(["a", "b", "c"]);
  });

  it("holds the whole batch after a final 429 and then sends that id again, first", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b", "c"]);
    queue.start();
    tenant.answer("a", tooManyRequests(2));
    await flush();
    expect(statuses()).toEqual(["waiting", "waiting", "waiting"]);
    expect(queue.getSnapshot().pausedUntil).toBe(Date.now() + 2_000);
    expect(tenant.sent()).toEqual(["a"]);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(tenant.sent(), "nothing before the reset").toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tenant.sent()).toEqual(["a", "a"]);
    tenant.answer("a");
    await flush();
    expect(tenant.sent()).toEqual(["a", "a", "b"]);
  });

  it("shows a long pacing hold as a pause with its end, and a short one as the pace", async () => {
    const tenant = fakeTenant();
    let wait = 3_000;
    const pacer = {
      delay: () => wait,
      started: () => undefined,
      finished: () => undefined,
      observe: () => undefined,
      rate: () => 1,
      binding: () => wait > 0,
    };
    const queue = createBatchQueue({
      userIds: ["a", "b"],
      concurrency: 1,
      clear: tenant.clear,
      pacer,
    });
    queue.start();
    expect(tenant.sent()).toEqual([]);
    expect(queue.getSnapshot().pausedUntil).toBe(Date.now() + 3_000);
    wait = 200;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(queue.getSnapshot().pausedUntil, "200 ms is the pace, not a pause").toBeUndefined();
    expect(queue.getSnapshot().pace.paced).toBe(true);
    wait = 0;
    await vi.advanceTimersByTimeAsync(200);
    expect(tenant.sent()).toEqual(["a"]);
  });

  it("on Cancel lets the request in flight finish and sends nothing else", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b", "c"]);
    queue.start();
    queue.cancel();
    expect(queue.getSnapshot().phase).toBe("stopping");
    expect(statuses()).toEqual(["sending", "not-sent", "not-sent"]);
    tenant.answer("a");
    await flush();
    expect(statuses()).toEqual(["cleared", "not-sent", "not-sent"]);
    expect(queue.getSnapshot().phase).toBe("cancelled");
    expect(tenant.sent()).toEqual(["a"]);

    queue.sendNotSent();
    expect(tenant.sent(), "the rest only when asked").toEqual(["a", "b"]);
  });

  it("on Cancel drops a request that is waiting out a 429, which the tenant did not process", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b"]);
    queue.start();
    tenant.calls[0]?.options.onRateLimitWait({ resumeAt: Date.now() + 5_000, attempt: 2 });
    queue.cancel();
    await flush();
    expect(statuses()).toEqual(["not-sent", "not-sent"]);
    expect(queue.getSnapshot().phase).toBe("cancelled");
  });

  it("stops when the tenant refuses the token, since every other id would fail the same way", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b", "c"]);
    queue.start();
    tenant.answer(
      "a",
      new ApiError({
        kind: "http",
        status: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: update:users",
        errorCode: "insufficient_scope",
      }),
    );
    await flush();
    expect(statuses()).toEqual(["failed", "not-sent", "not-sent"]);
    expect(queue.getSnapshot()).toMatchObject({
      phase: "stopped",
      stopReason: "This token can't clear risk assessments: it needs update:users.",
    });
  });

  it("Retry failed sends only the failures a retry may fix, each once", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "flaky", "ghost", "c"]);
    queue.start();
    tenant.answer("a");
    await flush();
    tenant.answer("flaky", unavailable());
    await flush();
    tenant.answer("ghost", notFound());
    await flush();
    tenant.answer("c");
    await flush();
    expect(queue.getSnapshot().counts).toMatchObject({ failed: 2, retryable: 1 });
    expect(queue.getSnapshot().items[2]?.permanent).toBe("unknown-user");
    queue.retryFailed();
    expect(statuses()).toEqual(["cleared", "sending", "failed", "cleared"]);
    tenant.answer("flaky");
    await flush();
    expect(tenant.sent(), "the unknown user is not sent again").toEqual([
      "a",
      "flaky",
      "ghost",
      "c",
      "flaky",
    ]);
    expect(queue.getSnapshot().phase).toBe("finished");
  });

  it("Retry failed sends nothing when every failure is permanent", async () => {
    const { tenant, queue } = queueOf(["ghost"]);
    queue.start();
    tenant.answer("ghost", notFound());
    await flush();
    expect(queue.getSnapshot().counts.retryable).toBe(0);
    queue.retryFailed();
    expect(tenant.sent()).toEqual(["ghost"]);
  });

  it("keeps unchanged items identical between snapshots, so rows need not re-render", async () => {
    const { tenant, queue } = queueOf(["a", "b"]);
    queue.start();
    const before = queue.getSnapshot();
    const [a, b] = before.items;
    tenant.answer("a");
    await flush();
    const after = queue.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.items[0]).not.toBe(a);
    expect(after.items[1], "b was sent once a settled").not.toBe(b);
    const settledA = after.items[0];
    tenant.answer("b");
    await flush();
    expect(queue.getSnapshot().items[0]).toBe(settledA);
  });

  it("keeps the counts as items change, without walking the list", async () => {
    const { tenant, queue } = queueOf(["a", "flaky", "ghost", "d"], 2);
    queue.start();
    expect(queue.getSnapshot().counts).toMatchObject({ waiting: 2, sending: 2, settled: 0 });
    tenant.answer("flaky", unavailable());
    tenant.answer("a");
    await flush();
    tenant.answer("ghost", notFound());
    await flush();
    expect(queue.getSnapshot().counts).toMatchObject({
      total: 4,
      waiting: 0,
      sending: 1,
      cleared: 1,
      failed: 2,
      retryable: 1,
      settled: 3,
    });
    queue.cancel();
    tenant.answer("d");
    await flush();
    queue.retryFailed();
    expect(queue.getSnapshot().counts).toMatchObject({ failed: 1, retryable: 0, sending: 1 });
  });
});

interface OpenFetch {
  readonly userId: string;
  answer(): void;
  refuse(): void;
}

/**
 * The local tenant as the browser meets it, behind a fake `fetch` and the real fetch layer: each
 * clear stays open until the test answers it. Once the tenant goes down, the open requests and
 * every new one are refused the way a browser's fetch refuses them, with a bare TypeError.
 */
function tenantBehindFetch() {
  let down = false;
  const open: OpenFetch[] = [];
  const refused = () => new TypeError("Failed to fetch");
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    if (down) return Promise.reject(refused());
    const match = /\/users\/([^/]+)\/risk-assessments\/clear$/.exec(String(input));
    const userId = decodeURIComponent(match?.[1] ?? "");
    return new Promise<Response>((resolve, reject) => {
      open.push({
        userId,
        answer: () => resolve(textResponse(204, null)),
        refuse: () => reject(refused()),
      });
    });
  });
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
  const take = (userId: string) => {
    const index = open.findIndex((request) => request.userId === userId);
    const [request] = open.splice(index, 1);
    if (index < 0 || request === undefined) throw new Error(`no open request for ${userId}`);
    return request;
  };
  return {
    clear: (userId: string, options: ClearCallOptions) =>
      clearRiskAssessments(
        client,
        { userId, body: { connection: "corp-oidc", assessors: ["new-device"] } },
        options,
      ),
    /** Every user a clear was sent for, in order, refused ones included. */
    sent: () =>
      fetch.mock.calls.map(([url]) =>
        decodeURIComponent(/\/users\/([^/]+)\//.exec(String(url))?.[1] ?? ""),
      ),
    open: () => open.map((request) => request.userId),
    answer: (userId: string) => take(userId).answer(),
    goDown() {
      down = true;
      for (const request of open.splice(0)) request.refuse();
    },
    comeBack() {
      down = false;
    },
  };
}

function queueBehindFetch(userIds: string[], concurrency: Concurrency) {
  const tenant = tenantBehindFetch();
  const queue = createBatchQueue({ userIds, concurrency, clear: tenant.clear });
  const statuses = () => queue.getSnapshot().items.map((item) => item.status);
  return { tenant, queue, statuses };
}

describe("createBatchQueue, when the tenant stops answering", () => {
  it("holds the batch: the requests in flight are unknown, the rest neither sent nor failed, and Resume finishes them", async () => {
    const { tenant, queue, statuses } = queueBehindFetch(["a", "b", "c", "d", "e", "f"], 2);
    queue.start();
    await flush();
    tenant.answer("a");
    await flush();
    expect(tenant.open()).toEqual(["b", "c"]);

    tenant.goDown();
    await flush();
    expect(statuses()).toEqual(["cleared", "unknown", "unknown", "waiting", "waiting", "waiting"]);
    expect(queue.getSnapshot().items[1]?.message).toMatch(/not known whether/);
    expect(queue.getSnapshot()).toMatchObject({
      phase: "running",
      tenantUnreachable: true,
      counts: { failed: 0, unknown: 2, waiting: 3, notSent: 0 },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tenant.sent(), "nothing is sent while the tenant is down").toEqual(["a", "b", "c"]);

    tenant.comeBack();
    queue.resume();
    await flush();
    expect(queue.getSnapshot().tenantUnreachable).toBe(false);
    expect(tenant.open()).toEqual(["d", "e"]);
    tenant.answer("d");
    await flush();
    tenant.answer("e");
    await flush();
    tenant.answer("f");
    await flush();
    expect(statuses()).toEqual(["cleared", "unknown", "unknown", "cleared", "cleared", "cleared"]);
    expect(queue.getSnapshot().phase).toBe("finished");
    expect(tenant.sent(), "each user sent once").toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("Resume while the tenant is still down costs at most the requests a slot holds, then holds again", async () => {
    const { tenant, queue, statuses } = queueBehindFetch(["a", "b", "c", "d", "e", "f"], 2);
    queue.start();
    await flush();
    tenant.goDown();
    await flush();
    queue.resume();
    await flush();
    expect(statuses()).toEqual(["unknown", "unknown", "unknown", "unknown", "waiting", "waiting"]);
    expect(queue.getSnapshot().tenantUnreachable).toBe(true);
    expect(tenant.sent()).toEqual(["a", "b", "c", "d"]);
  });

  it("finishes instead of holding when every user left was in flight", async () => {
    const { tenant, queue, statuses } = queueBehindFetch(["a", "b"], 2);
    queue.start();
    await flush();
    tenant.goDown();
    await flush();
    expect(statuses()).toEqual(["unknown", "unknown"]);
    expect(queue.getSnapshot()).toMatchObject({ phase: "finished", tenantUnreachable: false });
  });

  it("puts back a user whose clear never left, the read of its connection having failed", async () => {
    const { tenant, queue, statuses } = queueOf(["a", "b"]);
    queue.start();
    const lookupFailed = new ApiError({
      kind: "network",
      status: 0,
      error: "Network error",
      message: "Could not reach the tenant",
      method: "GET",
    });
    tenant.answer("a", lookupFailed);
    await flush();
    expect(statuses()).toEqual(["waiting", "waiting"]);
    expect(queue.getSnapshot().tenantUnreachable).toBe(true);
    queue.resume();
    expect(tenant.sent(), "a first, as the list has it").toEqual(["a", "a"]);
  });

  it("Cancel while held reports the users not sent as not sent", async () => {
    const { tenant, queue, statuses } = queueBehindFetch(["a", "b", "c"], 1);
    queue.start();
    await flush();
    tenant.goDown();
    await flush();
    queue.cancel();
    expect(statuses()).toEqual(["unknown", "not-sent", "not-sent"]);
    expect(queue.getSnapshot()).toMatchObject({ phase: "cancelled", tenantUnreachable: false });
    expect(tenant.sent()).toEqual(["a"]);
  });
});
