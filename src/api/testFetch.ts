/**
 * Test support for src/api: a scripted fake `fetch` and a client wired to it. Imported by the
 * *.test.ts files only; it never reaches the bundle.
 */
import { vi } from "vitest";
import type { ApiEvent } from "./apiEvents";
import { type ApiClientOptions, createApiClient } from "./client";

/** Shaped like a JWT so that the generic redaction and the exact-token redaction both apply. */
export const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2VjcmV0LXNpZ25hdHVyZQ";
export const BASE_URL = "http://127.0.0.1:4010";

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function textResponse(
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
  statusText = "",
): Response {
  return new Response(body, { status, statusText, headers });
}

/** The n-th token exchange profile as the tenant sends it (id tep_ + n padded to 16 digits). */
export function profileJson(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `tep_${String(n).padStart(16, "0")}`,
    name: `profile ${n}`,
    subject_token_type: "https://example.com/token",
    action_id: "act_1",
    type: "custom_authentication",
    created_at: "2030-01-01T00:00:00Z",
    updated_at: "2030-01-01T00:00:00Z",
    ...overrides,
  };
}

/** One scripted answer: a response, a rejection, or a function of the request. */
export type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

/** Rejects with the signal's reason when it aborts, as a real fetch does; never answers. */
export const hang: Reply = (init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
  });

/**
 * The faults e2e/support/faults.ts once injected between the browser and the tenant on every
 * screen, kept as the answers a fake fetch gives: the same statuses, headers and bodies.
 */
export const FAULTS = [
  "dropped connection",
  "500",
  "502 with an HTML body",
  "2xx that is not JSON",
  "2xx that breaks the contract",
  "hanging request",
  "429 with rate-limit headers",
  "429 without headers",
] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultAnswer {
  /** The status of a made-up 2xx: the one the tenant gives the request. */
  readonly status: number;
  /** The 2xx body that breaks the operation's contract. */
  readonly broken: unknown;
}

/** One attempt's answer under `fault`; a 429's reset is a second or two ahead, as there. */
export function faultReply(fault: Fault, { status, broken }: FaultAnswer): Reply {
  switch (fault) {
    case "dropped connection":
      // What Chromium's fetch rejects with when the connection is reset.
      return new TypeError("Failed to fetch");
    case "500":
      return jsonResponse(500, {
        statusCode: 500,
        error: "Internal Server Error",
        message: "boom",
      });
    case "502 with an HTML body":
      return textResponse(
        502,
        "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>",
        { "Content-Type": "text/html" },
        "Bad Gateway",
      );
    case "2xx that is not JSON":
      return textResponse(status, "OK", { "Content-Type": "text/plain" });
    case "2xx that breaks the contract":
      return jsonResponse(status, broken);
    case "hanging request":
      return hang;
    case "429 with rate-limit headers":
      return jsonResponse(
        429,
        {
          statusCode: 429,
          error: "Too Many Requests",
          message: "Global limit has been reached",
          errorCode: "too_many_requests",
        },
        {
          "X-RateLimit-Limit": "10",
          "X-RateLimit-Remaining": "0",
          "X-RateLimit-Reset": String(Math.ceil(Date.now() / 1000) + 1),
        },
      );
    case "429 without headers":
      return textResponse(
        429,
        JSON.stringify({ statusCode: 429, error: "Too Many Requests", message: "Slow down" }),
      );
  }
}

function fakeFetch(...replies: Reply[]) {
  const queue = [...replies];
  return vi.fn<typeof fetch>(async (_input, init = {}) => {
    const reply = queue.shift();
    if (reply === undefined) throw new Error("fakeFetch: no scripted reply left");
    if (reply instanceof Error) throw reply;
    if (typeof reply === "function") return reply(init);
    return reply;
  });
}

export function setup(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const fetch = fakeFetch(...replies);
  const events: ApiEvent[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    getToken: async () => TOKEN,
    fetch,
    random: () => 0,
    onEvent: (event) => events.push(event),
    ...overrides,
  });
  return { client, fetch, events };
}

/** The n-th (0-based) call of a fake fetch: its URL and what was sent. */
export function callOf(fetch: ReturnType<typeof fakeFetch>, n = 0) {
  const call = fetch.mock.calls[n];
  if (call === undefined) throw new Error(`fetch was not called ${n + 1} times`);
  const [input, init = {}] = call;
  return {
    url: String(input),
    init,
    headers: new Headers(init.headers),
    body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body,
  };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Observes a promise without leaving a rejection unhandled while fake timers run, and lets a test
 * ask whether it has settled yet.
 */
export function track<T>(promise: Promise<T>) {
  const state: { settled?: Settled<T> } = {};
  const done = promise.then(
    (value) => {
      state.settled = { ok: true, value };
      return state.settled;
    },
    (error: unknown) => {
      state.settled = { ok: false, error };
      return state.settled;
    },
  );
  return {
    done,
    get settled() {
      return state.settled;
    },
  };
}

/** The rejection of a promise expected to fail. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const settled = await track(promise).done;
  if (settled.ok) throw new Error("expected the promise to reject, it resolved");
  return settled.error;
}
