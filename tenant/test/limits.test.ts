import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantControl } from "../control.ts";
import { createTenant, DEFAULT_LIMITS, STABLE_ORGANIZATIONS } from "../index.ts";
import { expectError, startTenant, type TestTenant } from "./harness.ts";

const SEEDED_ORGANIZATIONS = STABLE_ORGANIZATIONS.length;
let t: TestTenant;

beforeAll(async () => {
  t = await startTenant({
    profiles: 10,
    limits: { organizations: SEEDED_ORGANIZATIONS + 2, tokenExchangeProfiles: 15 },
  });
});
afterAll(() => t.close());

async function create(name: string, token: string): Promise<Response> {
  return t.call("/api/v2/organizations", { method: "POST", token, json: { name } });
}

describe("limits on what the tenant holds", () => {
  it("creates organizations up to the cap, then answers 403 too_many_entities", async () => {
    const token = await t.token(["create:organizations"]);
    expect((await create("first-extra", token)).status).toBe(201);
    expect((await create("second-extra", token)).status).toBe(201);
    await expectError(
      await create("one-too-many", token),
      403,
      "too_many_entities",
      `The tenant already holds its maximum of ${SEEDED_ORGANIZATIONS + 2} organizations; no more can be created.`,
    );
    const names = (await tenantControl(t.url).state()).organizations.map((o) => o.name);
    expect(names).toHaveLength(SEEDED_ORGANIZATIONS + 2);
    expect(names).not.toContain("one-too-many");
    await tenantControl(t.url).reset();
    expect((await create("after-reset", token)).status, "a reset frees the room").toBe(201);
    await tenantControl(t.url).reset();
  });

  it("adds token exchange profiles up to the cap, all or none", async () => {
    const control = tenantControl(t.url);
    expect((await control.addProfiles(5)).profileCount).toBe(15);
    await expectError(
      await t.call("/__tenant/profiles", { method: "POST", json: { count: 1 } }),
      400,
      "too_many_entities",
      "Payload validation error: 'The tenant holds 15 of at most 15 token exchange profiles; adding 1 would pass that cap' on property count.",
    );
    expect((await control.state()).profileCount).toBe(15);
    await expectError(
      await t.call("/__tenant/reset", { method: "POST", json: { profiles: 16 } }),
      400,
      "invalid_body",
      /on property profiles\.$/,
    );
    expect((await control.reset({ profiles: 15 })).profileCount).toBe(15);
    await control.reset();
  });

  it("refuses options past or outside the caps when the tenant is created", () => {
    expect(() => createTenant({ profiles: 16, limits: { tokenExchangeProfiles: 15 } })).toThrow(
      "profiles must be at most limits.tokenExchangeProfiles (15), got 16",
    );
    expect(() => createTenant({ limits: { organizations: -1 } })).toThrow(RangeError);
    expect(() => createTenant({ limits: { organizations: 1.5 } })).toThrow(RangeError);
    expect(DEFAULT_LIMITS).toEqual({
      organizations: 10_000,
      tokenExchangeProfiles: 100_000,
      tokenExchangeProfilesCreate: 100,
      userAttributeProfiles: 1_000,
    });
  });
});
