import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../control.ts";
import { RATE_BUCKETS, TOKEN_EXCHANGE_ACTION_IDS } from "../index.ts";
import { TOO_MANY_REQUESTS_BODY } from "../middleware/rateLimit.ts";
import { startTenant, type TestTenant } from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const UNKNOWN = `${LIST}/tep_AAAAAAAAAAAAAAAA`;
/** The harness's tenant-wide bucket, far above any operation's at scale 1. */
const TENANT_WIDE = "100000";

let t: TestTenant;

/** At scale 1 every bucket holds the service's own numbers; 20 profiles leave room to create. */
beforeAll(async () => {
  t = await startTenant({ profiles: 20, bucketScale: 1 });
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

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

const SCOPES = [
  "create:token_exchange_profiles",
  "update:token_exchange_profiles",
  "delete:token_exchange_profiles",
  "read:token_exchange_profiles",
];

describe("the token exchange profiles' own rate buckets", () => {
  it("pins the service's figures: reads 20 then 200 a minute, writes 5 then 100 a minute", () => {
    expect(RATE_BUCKETS.readTokenExchangeProfiles).toEqual({ burst: 20, perMinute: 200 });
    expect(RATE_BUCKETS.writeTokenExchangeProfiles).toEqual({ burst: 5, perMinute: 100 });
  });

  it("meters creates, PATCHes and DELETEs in one bucket, whose headers the answers carry", async () => {
    const token = await t.token(SCOPES, { clientId: "writer-a" });
    const create = (n: number) => t.call(LIST, { method: "POST", token, json: profile(n) });
    const first = await create(1);
    expect(first.status).toBe(201);
    expect(limits(first)).toEqual({ limit: "5", remaining: "4" });
    const { id } = (await first.json()) as { id: string };
    expect(limits(await create(2)).remaining).toBe("3");
    const renamed = await t.call(`${LIST}/${id}`, {
      method: "PATCH",
      token,
      json: { name: "Renamed once" },
    });
    expect(limits(renamed).remaining).toBe("2");
    expect(limits(await t.call(UNKNOWN, { method: "DELETE", token })).remaining).toBe("1");
    expect((await create(3)).status).toBe(201);
    const refused = await create(4);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.text()).toBe(TOO_MANY_REQUESTS_BODY);
    t.tenant.clock.advance(1000);
    expect((await create(4)).status).toBe(201);
  });

  it("leaves the listing to the tenant-wide bucket, so a hundred pages in a row pass", async () => {
    const token = await t.token(SCOPES, { clientId: "lister" });
    for (let page = 0; page < 100; page++) {
      const listed = await t.call(`${LIST}?take=1`, { token });
      expect(listed.status).toBe(200);
      expect(limits(listed).limit).toBe(TENANT_WIDE);
    }
  });

  it("meters reads by id in their own bucket, apart from writes and per client", async () => {
    const token = await t.token(SCOPES, { clientId: "reader" });
    for (let i = 0; i < RATE_BUCKETS.readTokenExchangeProfiles.burst; i++) {
      expect((await t.call(UNKNOWN, { token })).status).toBe(404);
    }
    expect((await t.call(UNKNOWN, { token })).status).toBe(429);
    const write = await t.call(LIST, { method: "POST", token, json: profile(9) });
    expect(limits(write), "another bucket").toEqual({ limit: "5", remaining: "4" });
    const other = await t.token(SCOPES, { clientId: "someone-else" });
    expect(limits(await t.call(UNKNOWN, { token: other })), "another caller").toEqual({
      limit: "20",
      remaining: "19",
    });
  });

  it("is resized through test control, and back to the tenant's own size on reset", async () => {
    await tenantControl(t.url).rateLimit({
      capacity: 100_000,
      refillPerSecond: 1000,
      bucketScale: 2,
    });
    const token = await t.token(SCOPES);
    expect(limits(await t.call(UNKNOWN, { token })).limit).toBe("40");
    t.tenant.reset();
    expect(limits(await t.call(UNKNOWN, { token })).limit).toBe("20");
  });
});
