import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startTenant, TEST_EPOCH, type TestTenant } from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const CAPACITY = 3;

let t: TestTenant;

beforeAll(async () => {
  t = await startTenant({ rateLimit: { capacity: CAPACITY, refillPerSecond: 0.5 } });
});
afterAll(() => t.close());

function limits(response: Response) {
  return {
    limit: response.headers.get("x-ratelimit-limit"),
    remaining: response.headers.get("x-ratelimit-remaining"),
    reset: response.headers.get("x-ratelimit-reset"),
  };
}

describe("rate limiting", () => {
  it("counts down, then answers 429 with the real body and Retry-After", async () => {
    const token = await t.token([], { clientId: "bucket-a" });
    const seen = [];
    for (let i = 0; i < CAPACITY; i++) {
      // A 403 is still charged and still carries the headers.
      const response = await t.call(LIST, { token });
      expect(response.status).toBe(403);
      seen.push(limits(response));
    }
    expect(seen.map((headers) => headers.remaining)).toEqual(["2", "1", "0"]);
    // Three tokens at 0.5 per second: full again 6 s after the frozen instant, in seconds.
    expect(seen[2]).toEqual({ limit: "3", remaining: "0", reset: String(TEST_EPOCH / 1000 + 6) });

    const limited = await t.call(LIST, { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expect(limits(limited)).toMatchObject({ limit: "3", remaining: "0" });
    expect(await limited.text()).toBe(
      '{"statusCode":429,"error":"Too Many Requests","message":"Global limit has been reached","errorCode":"too_many_requests"}',
    );
  });

  it("keeps one bucket per client", async () => {
    const token = await t.token(undefined, { clientId: "bucket-b" });
    const response = await t.call(LIST, { token });
    expect(response.status).toBe(200);
    expect(limits(response).remaining).toBe("2");
  });

  it("refills with time", async () => {
    const token = await t.token(undefined, { clientId: "bucket-c" });
    for (let i = 0; i < CAPACITY; i++) await t.call(LIST, { token });
    expect((await t.call(LIST, { token })).status).toBe(429);
    t.tenant.clock.advance(2000);
    expect((await t.call(LIST, { token })).status).toBe(200);
  });

  it("charges unauthenticated calls to the caller's address, and 401s carry the headers", async () => {
    const first = await t.call(LIST);
    await expectError(first.clone(), 401, "invalid_token");
    expect(limits(first).limit).toBe("3");
    await t.call(LIST);
    await t.call(LIST);
    await expectError(await t.call(LIST, { token: "garbage" }), 429, "too_many_requests");
  });

  it("can be reconfigured through test control", async () => {
    const response = await t.call("/__tenant/rate-limit", {
      method: "POST",
      json: { capacity: 50, refillPerSecond: 5 },
    });
    expect(await response.json()).toEqual({
      capacity: 50,
      refillPerSecond: 5,
      bucketScale: expect.any(Number),
    });
    const listed = await t.call(LIST, {
      token: await t.token(undefined, { clientId: "bucket-d" }),
    });
    expect(limits(listed)).toMatchObject({ limit: "50", remaining: "49" });
  });
});
