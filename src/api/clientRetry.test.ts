import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, describeApiError, type WriteDescription } from "./apiError";
import type { RateLimitWait } from "./apiEvents";
import { apiPath } from "./apiPath";
import type { ApiClient } from "./client";
import { CREATE_ORGANIZATION_WRITE, createOrganization } from "./organizations/create";
import { CLEAR_WRITE, clearRiskAssessments } from "./risk-assessments/clear";
import {
  FAULTS,
  type Fault,
  type FaultAnswer,
  faultReply,
  jsonResponse,
  profileJson,
  setup,
  textResponse,
  track,
} from "./testFetch";
import { listTokenExchangeProfiles } from "./token-exchange-profiles/list";
import { patchUserAttributeProfile } from "./user-attribute-profiles/patch";

const NOW = Date.parse("2030-01-01T00:00:00Z");
const NOW_S = NOW / 1000;
const itemSchema = z.object({ id: z.string() });

const ok = () => jsonResponse(200, { id: "done" });
const tooMany = (headers: Record<string, string> = {}) =>
  jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, headers);
const serverError = (status = 500) => jsonResponse(status, { statusCode: status, error: "Boom" });
const networkDown = () => new TypeError("Failed to fetch");

function get(
  client: ApiClient,
  signal?: AbortSignal,
  onRateLimitWait?: (wait: RateLimitWait) => void,
) {
  return track(
    client.request({
      method: "GET",
      path: apiPath`/things`,
      schema: itemSchema,
      signal,
      onRateLimitWait,
    }),
  );
}

function write(client: ApiClient, method: "POST" | "PATCH") {
  return track(
    client.request({ method, path: apiPath`/things`, body: { a: 1 }, schema: itemSchema }),
  );
}

function errorOf(settled: { ok: boolean; error?: unknown } | undefined): ApiError {
  expect(settled?.ok).toBe(false);
  expect(settled?.error).toBeInstanceOf(ApiError);
  return settled?.error as ApiError;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("429", () => {
  it("waits until X-RateLimit-Reset plus jitter, reports the wait, then resumes", async () => {
    const reset = {
      "X-RateLimit-Limit": "10",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": String(NOW_S + 5),
    };
    const { client, fetch, events } = setup([tooMany(reset), ok()], { random: () => 0.5 });
    const onRateLimitWait = vi.fn();
    const pending = track(
      client.request({
        method: "GET",
        path: apiPath`/things`,
        schema: itemSchema,
        onRateLimitWait,
      }),
    );

    await vi.advanceTimersByTimeAsync(5_249);
    expect(fetch).toHaveBeenCalledTimes(1);
    const resumeAt = NOW + 5_250;
    expect(onRateLimitWait).toHaveBeenCalledExactlyOnceWith({ resumeAt, attempt: 2 });
    expect(events, "only the waiting request hears of its wait").toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await pending.done).ok).toBe(true);
  });

  it("never waits longer than 60 s", async () => {
    const { client, fetch } = setup([tooMany({ "X-RateLimit-Reset": String(NOW_S + 600) }), ok()], {
      random: () => 0.99,
    });
    const onRateLimitWait = vi.fn();
    const pending = get(client, undefined, onRateLimitWait);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onRateLimitWait).toHaveBeenCalledWith({ resumeAt: NOW + 60_000, attempt: 2 });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await pending.done).ok).toBe(true);
  });

  it("waits only the jitter when the reset time has already passed", async () => {
    const { client, fetch } = setup([tooMany({ "X-RateLimit-Reset": String(NOW_S - 30) }), ok()], {
      random: () => 0.2,
    });
    get(client);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after 3 attempts with the last 429 and its rate limit", async () => {
    const headers = {
      "X-RateLimit-Limit": "10",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": String(NOW_S + 1),
    };
    const { client, fetch } = setup([tooMany(headers), tooMany(headers), tooMany(headers), ok()]);
    const onRateLimitWait = vi.fn<(wait: RateLimitWait) => void>();
    const pending = get(client, undefined, onRateLimitWait);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = errorOf(pending.settled);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({
      kind: "http",
      status: 429,
      error: "Too Many Requests",
      rateLimit: { limit: 10, remaining: 0, reset: NOW_S + 1 },
      outcomeUnknown: false,
    });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(0);
    expect(onRateLimitWait.mock.calls.map(([wait]) => wait.attempt)).toEqual([2, 3]);
  });

  it("prefers Retry-After in seconds", async () => {
    const { client, fetch } = setup([
      tooMany({ "Retry-After": "7", "X-RateLimit-Reset": String(NOW_S + 30) }),
      ok(),
    ]);
    get(client);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reads Retry-After as an HTTP date", async () => {
    const date = new Date(NOW + 12_000).toUTCString();
    const { client, fetch } = setup([tooMany({ "Retry-After": date }), ok()]);
    get(client);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("carries Retry-After on the final error as retryAfterSeconds", async () => {
    const { client } = setup([
      tooMany({ "Retry-After": "9" }),
      tooMany({ "Retry-After": "9" }),
      tooMany({ "Retry-After": "9" }),
    ]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(errorOf(pending.settled).retryAfterSeconds).toBe(9);
  });

  it("backs off exponentially from 1 s without rate-limit headers", async () => {
    const { client, fetch } = setup([tooMany(), tooMany(), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect((await pending.done).ok).toBe(true);
  });

  it("retries a 429 on a POST too: the tenant did not process it", async () => {
    const { client, fetch } = setup([tooMany({ "Retry-After": "1" }), ok()]);
    const pending = write(client, "POST");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await pending.done).ok).toBe(true);
  });

  it("asks for the token again before the retry", async () => {
    const tokens = ["first", "second"];
    const { client, fetch } = setup([tooMany({ "Retry-After": "1" }), ok()], {
      getToken: () => tokens.shift() ?? "none",
    });
    get(client);
    await vi.advanceTimersByTimeAsync(1_000);
    const auth = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get("Authorization"),
    );
    expect(auth).toEqual(["Bearer first", "Bearer second"]);
  });

  it("ends the wait at once when aborted, as an aborted ApiError", async () => {
    const { client, fetch } = setup([tooMany({ "Retry-After": "30" }), ok()]);
    const controller = new AbortController();
    const onRateLimitWait = vi.fn();
    const pending = get(client, controller.signal, onRateLimitWait);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pending.settled).toBeUndefined();

    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    const error = errorOf(pending.settled);
    expect(error.kind).toBe("aborted");
    expect(error.outcomeUnknown).toBe(false);
    expect(onRateLimitWait, "one wait was reported, and no other").toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("network errors and 5xx", () => {
  it("retries a GET after network errors with 500 ms, then 1 s of backoff", async () => {
    const { client, fetch } = setup([networkDown(), networkDown(), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await pending.done).toEqual({ ok: true, value: { id: "done" } });
  });

  it("fails a GET as a network error after 3 attempts", async () => {
    const { client, fetch } = setup([networkDown(), networkDown(), networkDown(), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = errorOf(pending.settled);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: "network", status: 0, outcomeUnknown: false });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("retries a GET after a 5xx and returns the later success", async () => {
    const { client, fetch } = setup([serverError(503), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await pending.done).ok).toBe(true);
  });

  it("fails a GET with the last 5xx after 3 attempts", async () => {
    const { client, fetch } = setup([serverError(), serverError(502), serverError(500), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(errorOf(pending.settled)).toMatchObject({
      kind: "http",
      status: 500,
      outcomeUnknown: false,
    });
  });

  it.each(["POST", "PATCH"] as const)(
    "never repeats a %s after a network error",
    async (method) => {
      const { client, fetch } = setup([networkDown(), ok()]);
      const pending = write(client, method);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(errorOf(pending.settled)).toMatchObject({
        kind: "network",
        status: 0,
        outcomeUnknown: true,
      });
    },
  );

  it.each(["POST", "PATCH"] as const)("never repeats a %s after a 5xx", async (method) => {
    const { client, fetch } = setup([serverError(503), ok()]);
    const pending = write(client, method);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorOf(pending.settled)).toMatchObject({
      kind: "http",
      status: 503,
      outcomeUnknown: true,
    });
  });

  it("treats a 4xx on a write as a known outcome and does not retry it", async () => {
    const { client, fetch } = setup([textResponse(409, ""), ok()]);
    const pending = write(client, "POST");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorOf(pending.settled)).toMatchObject({ status: 409, outcomeUnknown: false });
  });

  it("does not retry a 4xx GET", async () => {
    const { client, fetch } = setup([textResponse(400, ""), ok()]);
    const pending = get(client);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorOf(pending.settled).status).toBe(400);
  });

  it("ends a backoff at once when aborted", async () => {
    const { client, fetch } = setup([networkDown(), ok()]);
    const controller = new AbortController();
    const pending = get(client, controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(errorOf(pending.settled).kind).toBe("aborted");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/**
 * The eight faults the end-to-end specs used to inject on every screen, met here by each
 * screen's own request: what the client does about them is the same for every screen, so it is
 * proven once, here. What a screen shows meanwhile (its wait, Cancel, the form kept) is proven
 * by the screen's tests and one end-to-end scenario per screen.
 */
describe("the faults each screen's request may meet", () => {
  interface Operation {
    /** The tenant's 2xx for it, and that 2xx made to break the contract. */
    readonly answer: FaultAnswer;
    readonly send: (client: ApiClient, signal: AbortSignal) => Promise<unknown>;
    /** What the screen names as what may have happened; the save's form adds its own. */
    readonly write?: WriteDescription;
  }
  const PROFILE_ID = "uap_1csDj3szFKM6gvVNJbQqYh";
  const MAX_ATTEMPTS = 3;

  const OPERATIONS = {
    /** The profile list's first page. */
    list: {
      answer: {
        status: 200,
        broken: { token_exchange_profiles: [{ ...profileJson(1), id: undefined }, profileJson(2)] },
      },
      send: (client, signal) => listTokenExchangeProfiles(client, {}, { signal }),
    },
    createOrganization: {
      answer: { status: 201, broken: { id: "org_AbCdEfGhIjKlMnOp" } },
      send: (client, signal) => createOrganization(client, { name: "fault-case" }, { signal }),
      write: CREATE_ORGANIZATION_WRITE,
    },
    saveUserAttributeProfile: {
      answer: { status: 200, broken: { name: "Renamed" } },
      send: (client, signal) =>
        patchUserAttributeProfile(
          client,
          { id: PROFILE_ID, body: { name: "Renamed" } },
          { signal },
        ),
    },
    clearRiskAssessments: {
      answer: { status: 204, broken: { unexpected: ["not", "in", "the", "contract"] } },
      send: (client, signal) =>
        clearRiskAssessments(
          client,
          { userId: "auth0|1", body: { connection: "corp", assessors: ["new-device"] } },
          { signal },
        ),
      write: CLEAR_WRITE,
    },
  } satisfies Record<string, Operation>;
  type OperationName = keyof typeof OPERATIONS;

  /** Sends the operation against a tenant that meets every attempt with `fault`. */
  async function meet(fault: Fault, name: OperationName) {
    const operation: Operation = OPERATIONS[name];
    // A made-up 2xx is a 200 where the tenant would answer 204 with no body to break.
    const status = operation.answer.status === 204 ? 200 : operation.answer.status;
    const replies = Array.from({ length: MAX_ATTEMPTS }, () =>
      faultReply(fault, { ...operation.answer, status }),
    );
    const { client, fetch } = setup(replies);
    const controller = new AbortController();
    const pending = track(operation.send(client, controller.signal));
    // Every wait the client makes between attempts; the hanging request is then cancelled.
    await vi.advanceTimersByTimeAsync(60_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    const settled = await pending.done;
    const error = settled.ok ? undefined : settled.error;
    return {
      attempts: fetch.mock.calls.length,
      error,
      sentence: describeApiError(error, operation.write),
    };
  }

  const ORGANIZATION_UNKNOWN = /not known whether the organization was created|most likely created/;
  const MAY_EXIST = /not known whether the organization was created\. Submit again to check/;
  const RATE_LIMITED = {
    "429 with rate-limit headers":
      /^The tenant is limiting how often it may be called\. Try again in \d+ seconds?\.$/,
    "429 without headers":
      /^The tenant is limiting how often it may be called\. Try again in a moment\.$/,
  };

  interface Expected {
    /** Attempts at the read, and at each write. */
    readonly attempts: { readonly read: number; readonly write: number };
    /** What the error says, per operation; "done" where the contract makes it a success. */
    readonly says: Record<OperationName, readonly RegExp[] | "done">;
    /** The kind of error the save meets, and whether its outcome is unknown. */
    readonly save: Pick<ApiError, "kind" | "status" | "outcomeUnknown">;
  }

  const EXPECTED: Record<Fault, Expected> = {
    "dropped connection": {
      attempts: { read: 3, write: 1 },
      says: {
        list: [/^Could not reach the tenant\./],
        createOrganization: [
          /The connection to the tenant failed before it answered/,
          ORGANIZATION_UNKNOWN,
          MAY_EXIST,
        ],
        saveUserAttributeProfile: [/The connection to the tenant failed before it answered/],
        clearRiskAssessments: [
          /The connection to the tenant failed before it answered, so it is not known whether the assessments were cleared/,
        ],
      },
      save: { kind: "network", status: 0, outcomeUnknown: true },
    },
    "500": {
      attempts: { read: 3, write: 1 },
      says: {
        list: [/The tenant failed \(500 Internal Server Error\): boom\./],
        createOrganization: [
          /The tenant failed \(500 Internal Server Error\) while creating the organization/,
          ORGANIZATION_UNKNOWN,
        ],
        saveUserAttributeProfile: [/The tenant failed \(500 Internal Server Error\)/],
        clearRiskAssessments: [
          /The tenant failed \(500 Internal Server Error\) while clearing the assessments, so it is not known whether the assessments were cleared/,
        ],
      },
      save: { kind: "http", status: 500, outcomeUnknown: true },
    },
    "502 with an HTML body": {
      attempts: { read: 3, write: 1 },
      says: {
        list: [/The tenant failed \(502 Bad Gateway\)\./],
        createOrganization: [
          /The tenant failed \(502 Bad Gateway\) while creating the organization/,
          ORGANIZATION_UNKNOWN,
        ],
        saveUserAttributeProfile: [/The tenant failed \(502 Bad Gateway\)/],
        clearRiskAssessments: [
          /The tenant failed \(502 Bad Gateway\) while clearing the assessments, so it is not known whether the assessments were cleared/,
        ],
      },
      save: { kind: "http", status: 502, outcomeUnknown: true },
    },
    "2xx that is not JSON": {
      attempts: { read: 1, write: 1 },
      says: {
        list: [/The tenant's response broke the contract: the body is not JSON\./],
        createOrganization: [
          /the body is not JSON\. The tenant answered 201, so the organization was most likely created/,
          ORGANIZATION_UNKNOWN,
        ],
        saveUserAttributeProfile: [/the body is not JSON\./],
        clearRiskAssessments: "done",
      },
      save: { kind: "invalid-response", status: 200, outcomeUnknown: false },
    },
    "2xx that breaks the contract": {
      attempts: { read: 1, write: 1 },
      says: {
        list: [/The tenant's response broke the contract at token_exchange_profiles\.0\.id: /],
        createOrganization: [
          /broke the contract at name: .* The tenant answered 201, so the organization was most likely created/,
          ORGANIZATION_UNKNOWN,
        ],
        saveUserAttributeProfile: [/broke the contract at id: /],
        clearRiskAssessments: "done",
      },
      save: { kind: "invalid-response", status: 200, outcomeUnknown: false },
    },
    "hanging request": {
      attempts: { read: 1, write: 1 },
      says: {
        list: [/^The request was cancelled\.$/],
        createOrganization: [
          /You cancelled the request after it was sent/,
          ORGANIZATION_UNKNOWN,
          MAY_EXIST,
        ],
        saveUserAttributeProfile: [/cancelled after it was sent/],
        clearRiskAssessments: [
          /You cancelled the request after it was sent, so it is not known whether the assessments were cleared/,
        ],
      },
      save: { kind: "aborted", status: 0, outcomeUnknown: true },
    },
    "429 with rate-limit headers": {
      attempts: { read: 3, write: 3 },
      says: {
        list: [RATE_LIMITED["429 with rate-limit headers"]],
        createOrganization: [RATE_LIMITED["429 with rate-limit headers"]],
        saveUserAttributeProfile: [RATE_LIMITED["429 with rate-limit headers"]],
        clearRiskAssessments: [RATE_LIMITED["429 with rate-limit headers"]],
      },
      save: { kind: "http", status: 429, outcomeUnknown: false },
    },
    "429 without headers": {
      attempts: { read: 3, write: 3 },
      says: {
        list: [RATE_LIMITED["429 without headers"]],
        createOrganization: [RATE_LIMITED["429 without headers"]],
        saveUserAttributeProfile: [RATE_LIMITED["429 without headers"]],
        clearRiskAssessments: [RATE_LIMITED["429 without headers"]],
      },
      save: { kind: "http", status: 429, outcomeUnknown: false },
    },
  };

  it.each(FAULTS)(
    "%s: the attempts each screen's request makes, and what it says",
    async (fault) => {
      const expected = EXPECTED[fault];
      for (const name of Object.keys(OPERATIONS) as OperationName[]) {
        const { attempts, error, sentence } = await meet(fault, name);
        const says = expected.says[name];
        expect(attempts, `attempts at ${name}`).toBe(
          name === "list" ? expected.attempts.read : expected.attempts.write,
        );
        if (says === "done") {
          expect(error, `${name}: any 2xx is success`).toBeUndefined();
          continue;
        }
        expect(error, `${name} fails`).toBeInstanceOf(ApiError);
        for (const text of says) expect(sentence, name).toMatch(text);
        if (name === "saveUserAttributeProfile") expect(error).toMatchObject(expected.save);
      }
    },
  );
});
