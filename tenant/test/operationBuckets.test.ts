import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REAL_OPERATION_BUCKETS, TOKEN_EXCHANGE_ACTION_IDS } from "../index.ts";
import { TOO_MANY_REQUESTS_BODY } from "../middleware/rateLimit.ts";
import { startTenant, type TestTenant } from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const WRITE = { capacity: 2, refillPerSecond: 1 };

let t: TestTenant;

beforeAll(async () => {
  t = await startTenant({
    profiles: 20,
    operationBuckets: { "token-exchange-profiles:write": WRITE },
  });
});
afterAll(() => t.close());

const limits = (response: Response) => ({
  limit: response.headers.get("x-ratelimit-limit"),
  remaining: response.headers.get("x-ratelimit-remaining"),
});

function profile(n: number) {
  return {
    name: `Bucket test ${n}`,
    subject_token_type: `urn:northwind:bucket-${n}`,
    action_id: TOKEN_EXCHANGE_ACTION_IDS[0],
    type: "custom_authentication",
  };
}

describe("operation buckets", () => {
  it("pins the service's figures: reads 20 then 200 a minute, writes 5 then 100 a minute", () => {
    expect(REAL_OPERATION_BUCKETS).toEqual({
      "token-exchange-profiles:read": { capacity: 20, refillPerSecond: 200 / 60 },
      "token-exchange-profiles:write": { capacity: 5, refillPerSecond: 100 / 60 },
    });
  });

  it("meters profile writes in their own bucket, whose headers the answers carry", async () => {
    const token = await t.token(
      ["create:token_exchange_profiles", "read:token_exchange_profiles"],
      {
        clientId: "writer-a",
      },
    );
    const create = (n: number) => t.call(LIST, { method: "POST", token, json: profile(n) });
    const first = await create(1);
    expect(first.status).toBe(201);
    expect(limits(first)).toEqual({ limit: "2", remaining: "1" });
    expect((await create(2)).status).toBe(201);
    const refused = await create(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.text()).toBe(TOO_MANY_REQUESTS_BODY);
    // Reading is another bucket, unmetered here: the global one answers.
    const listed = await t.call(LIST, { token });
    expect(listed.status).toBe(200);
    expect(limits(listed).limit).toBe("100000");
    t.tenant.clock.advance(1000);
    expect((await create(3)).status).toBe(201);
  });

  it("keeps one bucket per client", async () => {
    const other = await t.token(["create:token_exchange_profiles"], { clientId: "writer-b" });
    const response = await t.call(LIST, { method: "POST", token: other, json: profile(10) });
    expect(limits(response)).toEqual({ limit: "2", remaining: "1" });
  });

  it("is set through test control, and a reset brings back the tenant's own settings", async () => {
    const settings = await t.call("/__tenant/operation-buckets", {
      method: "POST",
      json: { buckets: { "token-exchange-profiles:read": { capacity: 1, refillPerSecond: 1 } } },
    });
    expect(await settings.json()).toEqual({
      buckets: { "token-exchange-profiles:read": { capacity: 1, refillPerSecond: 1 } },
    });
    const token = await t.token(["read:token_exchange_profiles"], { clientId: "reader" });
    expect((await t.call(LIST, { token })).status).toBe(200);
    expect((await t.call(`${LIST}/tep_AAAAAAAAAAAAAAAA`, { token })).status).toBe(429);
    t.tenant.reset({ profiles: 20 });
    expect((await t.call(LIST, { token })).status).toBe(200);
    expect(limits(await t.call(LIST, { token })).limit).toBe("100000");
  });
});
