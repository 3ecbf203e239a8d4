import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../control.ts";
import { RATE_BUCKETS, type RateBucketName, SEED_FACTS } from "../index.ts";
import { TOO_MANY_REQUESTS_BODY } from "../middleware/rateLimit.ts";
import { startTenant, type TestTenant } from "./harness.ts";

const ACME = "org_Ac3mEc0rp9Xw2Lq7";
const CORP = "con_Sm1p3Rt8Vw6Yb2Nc";
const ORGS = "/api/v2/organizations";
const SCOPES = [
  "read:organizations",
  "create:organizations",
  "update:organizations",
  "delete:organizations",
  "read:organization_connections",
  "create:organization_connections",
  "update:organization_connections",
  "delete:organization_connections",
  "read:organization_members",
  "create:organization_members",
  "delete:organization_members",
  "read:token_exchange_profiles",
];

let t: TestTenant;

/** At scale 1 every bucket holds the service's own numbers. */
beforeAll(async () => {
  t = await startTenant({ bucketScale: 1 });
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

function rename(token: string, display_name: string): Promise<Response> {
  return t.call(`${ORGS}/${ACME}`, { method: "PATCH", token, json: { display_name } });
}

describe("the organization operations' own rate buckets", () => {
  it.each<[string, string, RateBucketName, unknown?]>([
    ["GET", ORGS, "listOrganizations"],
    ["GET", `${ORGS}/${ACME}`, "getOrganization"],
    ["GET", `${ORGS}/name/acme`, "getOrganizationByName"],
    ["POST", ORGS, "writeOrganizations", { name: "bucketed" }],
    ["PATCH", `${ORGS}/${ACME}`, "writeOrganizations", {}],
    ["DELETE", `${ORGS}/${SEED_FACTS.emptyOrganization.id}`, "writeOrganizations"],
    ["GET", `${ORGS}/${ACME}/enabled_connections`, "readOrganizationConnections"],
    ["GET", `${ORGS}/${ACME}/enabled_connections/${CORP}`, "readOrganizationConnections"],
    ["PATCH", `${ORGS}/${ACME}/enabled_connections/${CORP}`, "writeOrganizationConnections", {}],
    ["DELETE", `${ORGS}/${ACME}/enabled_connections/${CORP}`, "writeOrganizationConnections"],
    [
      "POST",
      `${ORGS}/${ACME}/enabled_connections`,
      "writeOrganizationConnections",
      { connection_id: "con_Oa1dc7Xq2Lm9Pz4K" },
    ],
    ["GET", `${ORGS}/${ACME}/members`, "readMembers"],
    ["POST", `${ORGS}/${ACME}/members`, "writeMembers", { members: ["db|support|user-60"] }],
    ["DELETE", `${ORGS}/${ACME}/members`, "writeMembers", { members: ["x"] }],
  ])("%s %s reports the bucket %s", async (method, path, bucket, json) => {
    const response = await t.call(path, { method, token: await t.token(SCOPES), json });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    expect(response.headers.get("x-ratelimit-limit")).toBe(String(RATE_BUCKETS[bucket].burst));
    expect(response.headers.get("x-ratelimit-remaining")).toBe(
      String(RATE_BUCKETS[bucket].burst - 1),
    );
  });

  it("answers the 6th write at once with the service's 429, changing nothing", async () => {
    const token = await t.token(SCOPES, { clientId: "writer" });
    for (let i = 1; i <= RATE_BUCKETS.writeOrganizations.burst; i++) {
      expect((await rename(token, `Acme ${i}`)).status).toBe(200);
    }
    const refused = await rename(token, "Acme 6");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(TOO_MANY_REQUESTS_BODY);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    // 150 a minute: the next token comes within a second.
    expect(refused.headers.get("retry-after")).toBe("1");
    const stored = (await tenantControl(t.url).state()).organizations.find((o) => o.id === ACME);
    expect(stored?.display_name).toBe("Acme 5");
  });

  it("charges create to the same bucket, and leaves reads and other callers alone", async () => {
    const token = await t.token(SCOPES, { clientId: "writer" });
    for (let i = 0; i < RATE_BUCKETS.writeOrganizations.burst; i++) await rename(token, "x");
    const create = await t.call(ORGS, { method: "POST", token, json: { name: "one-more" } });
    expect(create.status).toBe(429);
    expect((await t.call(`${ORGS}/${ACME}`, { token })).status, "another bucket").toBe(200);
    const profiles = await t.call("/api/v2/token-exchange-profiles?take=1", { token });
    expect(profiles.status, "no bucket of its own").toBe(200);
    const other = await t.token(SCOPES, { clientId: "someone-else" });
    expect((await rename(other, "y")).status, "another caller").toBe(200);
  });

  it("refills at the sustained rate by the tenant's clock", async () => {
    const token = await t.token(SCOPES, { clientId: "writer" });
    for (let i = 0; i < RATE_BUCKETS.writeOrganizations.burst; i++) await rename(token, "x");
    expect((await rename(token, "x")).status).toBe(429);
    t.tenant.clock.advance(1000);
    expect((await rename(token, "x")).status).toBe(200);
  });

  it("is resized through test control, and back to the tenant's own size on reset", async () => {
    const control = tenantControl(t.url);
    await control.rateLimit({ capacity: 100_000, refillPerSecond: 1000, bucketScale: 2 });
    const token = await t.token(SCOPES);
    const response = await rename(token, "x");
    expect(response.headers.get("x-ratelimit-limit")).toBe("10");
    await control.reset();
    expect((await rename(token, "x")).headers.get("x-ratelimit-limit")).toBe("5");
  });
});
