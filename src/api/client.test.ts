import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./apiError";
import type { ApiEvent } from "./apiEvents";
import { apiPath } from "./apiPath";
import { tokenExchangeProfileListSchema } from "./schemas/tokenExchangeProfile";
import {
  BASE_URL,
  callOf,
  hang,
  jsonResponse,
  profileJson,
  rejectionOf,
  setup,
  TOKEN,
  textResponse,
} from "./testFetch";

const itemSchema = z.object({ id: z.string(), size: z.number().default(1) });

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("what a request sends", () => {
  it("sends the bearer token from an async getToken and asks for JSON", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "a" })], {
      getToken: () => Promise.resolve("async-token"),
    });
    await client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema });
    const call = callOf(fetch);
    expect(call.url).toBe(`${BASE_URL}/api/v2/things`);
    expect(call.init.method).toBe("GET");
    expect(call.headers.get("Authorization")).toBe("Bearer async-token");
    expect(call.headers.get("Accept")).toBe("application/json");
    expect(call.headers.has("Content-Type")).toBe(false);
    expect(call.init.body).toBeUndefined();
  });

  it("sends no Authorization when there is no token (a signed-in person's session cookie)", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "a" })], { getToken: () => "" });
    await client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema });
    expect(callOf(fetch).headers.has("Authorization")).toBe(false);
  });

  it("sends the body as JSON and resolves the schema's output", async () => {
    const { client, fetch } = setup([jsonResponse(201, { id: "a" })]);
    const result = await client.request({
      method: "POST",
      path: apiPath`/things`,
      body: { name: "x", nested: { n: 1 } },
      schema: itemSchema,
    });
    expect(result).toEqual({ id: "a", size: 1 });
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(call.body).toEqual({ name: "x", nested: { n: 1 } });
  });

  it("encodes every interpolated path parameter as one segment", async () => {
    const { client, fetch } = setup([textResponse(204, null), textResponse(204, null)]);
    await client.request({
      method: "POST",
      path: apiPath`/users/${"a/../b"}/risk-assessments/clear`,
      body: {},
    });
    await client.request({ method: "POST", path: apiPath`/users/${"%2F?x#y"}/clear`, body: {} });
    expect(callOf(fetch, 0).url).toBe(`${BASE_URL}/api/v2/users/a%2F..%2Fb/risk-assessments/clear`);
    expect(callOf(fetch, 1).url).toBe(`${BASE_URL}/api/v2/users/%252F%3Fx%23y/clear`);
  });

  it("adds defined query values, encoded, and leaves undefined ones out", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "a" })]);
    await client.request({
      method: "GET",
      path: apiPath`/things`,
      query: { from: "a&b=c d", take: 5, skip: undefined },
      schema: itemSchema,
    });
    const url = new URL(callOf(fetch).url);
    expect(url.searchParams.get("from")).toBe("a&b=c d");
    expect(url.searchParams.get("take")).toBe("5");
    expect(url.searchParams.has("skip")).toBe(false);
  });

  it('calls the page\'s own origin when baseUrl is "" and drops a trailing slash', async () => {
    const sameOrigin = setup([jsonResponse(200, { id: "a" })], { baseUrl: "" });
    await sameOrigin.client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema });
    expect(callOf(sameOrigin.fetch).url).toBe("/api/v2/things");

    const slashed = setup([jsonResponse(200, { id: "a" })], { baseUrl: `${BASE_URL}/` });
    await slashed.client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema });
    expect(callOf(slashed.fetch).url).toBe(`${BASE_URL}/api/v2/things`);
  });
});

describe("abort", () => {
  it("rejects before sending when the signal is already aborted", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "a" })]);
    const controller = new AbortController();
    controller.abort();
    const error = await apiErrorOf(
      client.request({
        method: "GET",
        path: apiPath`/things`,
        schema: itemSchema,
        signal: controller.signal,
      }),
    );
    expect(error.kind).toBe("aborted");
    expect(error.status).toBe(0);
    expect(error.outcomeUnknown).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes the signal to fetch, and an abort in flight is not retried", async () => {
    const { client, fetch } = setup([hang, jsonResponse(200, { id: "a" })]);
    const controller = new AbortController();
    const rejection = apiErrorOf(
      client.request({
        method: "GET",
        path: apiPath`/things`,
        schema: itemSchema,
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(callOf(fetch).init.signal).toBe(controller.signal);
    controller.abort();
    const error = await rejection;
    expect(error.kind).toBe("aborted");
    expect(error.outcomeUnknown).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("marks a write aborted in flight as of unknown outcome", async () => {
    const { client } = setup([hang]);
    const controller = new AbortController();
    const pending = client.request({
      method: "POST",
      path: apiPath`/organizations`,
      body: { name: "a" },
      schema: itemSchema,
      signal: controller.signal,
    });
    const error = apiErrorOf(pending);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect((await error).kind).toBe("aborted");
    expect((await error).outcomeUnknown).toBe(true);
  });
});

describe("2xx bodies", () => {
  it("names the path where a 2xx body breaks the contract", async () => {
    const body = {
      token_exchange_profiles: [
        profileJson(0),
        profileJson(1),
        profileJson(2),
        profileJson(3, { created_at: "yesterday" }),
      ],
    };
    const { client } = setup([jsonResponse(200, body)]);
    const error = await apiErrorOf(
      client.request({
        method: "GET",
        path: apiPath`/token-exchange-profiles`,
        schema: tokenExchangeProfileListSchema,
      }),
    );
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(200);
    expect(error.message).toMatch(
      /^The tenant's response broke the contract at token_exchange_profiles\.3\.created_at: /,
    );
    expect(error.issues.map((issue) => issue.path)).toEqual([
      "token_exchange_profiles.3.created_at",
    ]);
  });

  it("rejects an HTML 2xx page without quoting it", async () => {
    const { client } = setup([
      textResponse(200, "<!doctype html><html><body><h1>App</h1></body></html>", {
        "Content-Type": "text/html",
      }),
    ]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema }),
    );
    expect(error.kind).toBe("invalid-response");
    expect(error.message).toContain("HTML page");
    expect(error.message).not.toContain("<");
  });

  it("rejects an empty 2xx body when the operation needs one", async () => {
    const { client } = setup([textResponse(200, "")]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/things`, schema: itemSchema }),
    );
    expect(error.kind).toBe("invalid-response");
    expect(error.message).toContain("the body is empty");
  });

  it("resolves undefined for a 204 or an empty 200 when the operation allows no body", async () => {
    const { client } = setup([
      textResponse(204, null),
      textResponse(200, ""),
      jsonResponse(200, { id: "b" }),
    ]);
    const request = () =>
      client.request({
        method: "POST",
        path: apiPath`/x`,
        body: {},
        schema: itemSchema,
        allowEmpty: true,
      });
    expect(await request()).toBeUndefined();
    expect(await request()).toBeUndefined();
    expect(await request()).toEqual({ id: "b", size: 1 });
  });

  it("ignores any 2xx body when the request has no schema", async () => {
    const { client } = setup([textResponse(200, "not json at all"), jsonResponse(201, { any: 1 })]);
    expect(await client.request({ method: "POST", path: apiPath`/x`, body: {} })).toBeUndefined();
    expect(await client.request({ method: "POST", path: apiPath`/x`, body: {} })).toBeUndefined();
  });
});

describe("error responses", () => {
  it("carries the error body's fields, the status and the rate-limit headers", async () => {
    const { client } = setup([
      jsonResponse(
        400,
        {
          statusCode: 400,
          error: "Bad Request",
          message: "Payload validation error: 'Too long' on property display_name.",
          errorCode: "invalid_body",
        },
        {
          "X-RateLimit-Limit": "50",
          "X-RateLimit-Remaining": "49",
          "X-RateLimit-Reset": "1893456060",
        },
      ),
    ]);
    const error = await apiErrorOf(
      client.request({
        method: "POST",
        path: apiPath`/organizations`,
        body: {},
        schema: itemSchema,
      }),
    );
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      error: "Bad Request",
      message: "Payload validation error: 'Too long' on property display_name.",
      errorCode: "invalid_body",
      rateLimit: { limit: 50, remaining: 49, reset: 1893456060 },
      outcomeUnknown: false,
      method: "POST",
      path: "/organizations",
      field: { path: "display_name", message: "Too long" },
    });
  });

  it("keeps the console server's own refusal as the error code, with its message", async () => {
    const { client } = setup([
      jsonResponse(401, { error: "signed_out" }),
      jsonResponse(403, { error: "forbidden_role", message: "Your role, auditor, cannot do it." }),
    ]);
    const request = () => client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema });
    expect(await apiErrorOf(request())).toMatchObject({
      errorCode: "signed_out",
      error: "Unauthorized",
    });
    expect(await apiErrorOf(request())).toMatchObject({
      errorCode: "forbidden_role",
      error: "Forbidden",
      message: "Your role, auditor, cannot do it.",
    });
  });

  it("falls back to the status text for an empty body", async () => {
    const { client } = setup([textResponse(404, "", {}, "Not Found Here")]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    expect(error.status).toBe(404);
    expect(error.error).toBe("Not Found Here");
    expect(error.message).toBe("Not Found Here");
    expect(error.errorCode).toBeUndefined();
  });

  it("falls back to the reason phrase when there is no status text either", async () => {
    const { client } = setup([textResponse(409, "")]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    expect(error.message).toBe("Conflict");
  });

  it("keeps a plain-text body as the message, on one line and truncated", async () => {
    const { client } = setup([
      textResponse(502, `upstream\nfailed ${"x".repeat(1000)}`),
      textResponse(400, "short reason"),
    ]);
    const long = await apiErrorOf(client.request({ method: "POST", path: apiPath`/x`, body: {} }));
    expect(long.message.startsWith("upstream failed x")).toBe(true);
    expect(long.message.endsWith("…")).toBe(true);
    expect([...long.message].length).toBeLessThanOrEqual(300);
    const short = await apiErrorOf(client.request({ method: "POST", path: apiPath`/x`, body: {} }));
    expect(short.message).toBe("short reason");
  });

  it("never puts an HTML error page into the message", async () => {
    const { client } = setup([
      textResponse(
        403,
        "<html><head><title>403</title></head><body>Denied by proxy</body></html>",
        {
          "Content-Type": "text/html",
        },
      ),
    ]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    expect(error.message).toBe("Forbidden");
    expect(error.message).not.toMatch(/[<>]/);
  });

  it("reads an old 429-style body that has only statusCode and error", async () => {
    const { client } = setup([jsonResponse(418, { statusCode: 418, error: "Teapot" })]);
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    expect(error.error).toBe("Teapot");
    expect(error.message).toBe("Teapot");
  });

  it("never repeats the bearer token in an error message", async () => {
    const { client } = setup([
      jsonResponse(401, {
        statusCode: 401,
        error: "Unauthorized",
        message: `Invalid token ${TOKEN}`,
      }),
      textResponse(400, `Authorization: Bearer ${TOKEN}`),
      new TypeError(`connect failed for Bearer ${TOKEN}`),
    ]);
    const request = () => client.request({ method: "POST", path: apiPath`/x`, body: {} });
    for (let i = 0; i < 3; i++) {
      const error = await apiErrorOf(request());
      expect(error.message).not.toContain(TOKEN);
      expect(error.message).toContain("[token]");
    }
  });
});

describe("events", () => {
  it("reports every 401 to onEvent and to subscribers until they unsubscribe", async () => {
    const body = { statusCode: 401, error: "Unauthorized", message: "Invalid token" };
    const { client, events } = setup([jsonResponse(401, body), jsonResponse(401, body)]);
    const seen: ApiEvent[] = [];
    const unsubscribe = client.subscribe((event) => seen.push(event));

    const first = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    unsubscribe();
    await apiErrorOf(client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }));

    expect(first.message).toBe("Invalid token");
    expect(seen).toEqual([{ type: "unauthorized", error: first }]);
    expect(events.map((event) => event.type)).toEqual(["unauthorized", "unauthorized"]);
  });

  it("does not report other failures as unauthorized", async () => {
    const { client, events } = setup([
      jsonResponse(403, { statusCode: 403, message: "Insufficient scope" }),
    ]);
    await apiErrorOf(client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }));
    expect(events).toEqual([]);
  });

  it("keeps a request working when a listener throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client } = setup([jsonResponse(401, { statusCode: 401 })], {
      onEvent: () => {
        throw new Error("listener broke");
      },
    });
    const error = await apiErrorOf(
      client.request({ method: "GET", path: apiPath`/x`, schema: itemSchema }),
    );
    expect(error.status).toBe(401);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
