import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantControl } from "../control.ts";
import { DEFAULT_PROFILE_COUNT, SEED_FACTS } from "../index.ts";
import { clearPath, expectError, startTenant, type TestTenant } from "./harness.ts";

let t: TestTenant;

beforeAll(async () => {
  t = await startTenant();
});
afterAll(() => t.close());

describe("test control (/__tenant)", () => {
  it("reports the state and resets it, optionally to another seed and size", async () => {
    const control = tenantControl(t.url);
    const token = await control.token({ scopes: ["update:users", "create:organizations"] });
    const clear = { connection: SEED_FACTS.firstUser.connection, assessors: ["new-device"] };
    await t.call(clearPath(SEED_FACTS.firstUser.userId), { method: "POST", token, json: clear });
    await t.call("/api/v2/organizations", { method: "POST", token, json: { name: "temp" } });

    const changed = await control.state();
    expect(changed.organizations.map((o) => o.name)).toContain("temp");
    expect(changed.users[0]).toMatchObject({
      user_id: SEED_FACTS.firstUser.userId,
      connections: [SEED_FACTS.firstUser.connection],
      assessments: { [SEED_FACTS.firstUser.connection]: [] },
    });

    expect(await control.reset({ seed: 7, profiles: 10 })).toEqual({ seed: 7, profileCount: 10 });
    const fresh = await control.state();
    expect(fresh.organizations.map((o) => o.name)).not.toContain("temp");
    expect(fresh.users[0]?.assessments).toEqual({
      [SEED_FACTS.firstUser.connection]: ["new-device"],
    });
    expect(fresh.profileCount).toBe(10);
    expect(fresh.connections.length).toBeGreaterThanOrEqual(8);
    expect(fresh.userAttributeProfiles.length).toBeGreaterThanOrEqual(4);
    await control.reset();
    expect((await control.state()).profileCount).toBe(DEFAULT_PROFILE_COUNT);
  });

  it("makes a client that was marked non-global global again on reset", async () => {
    const control = tenantControl(t.url);
    const token = await control.token({ scopes: ["read:token_exchange_profiles"] });
    await control.token({ scopes: [], global: false, clientId: "local-console-admin" });
    const refused = await t.call("/api/v2/token-exchange-profiles", { token });
    await expectError(refused, 401, "invalid_token", "Client is not global.");
    await control.reset();
    const after = await t.call("/api/v2/token-exchange-profiles", { token });
    expect(after.status, "the same token works again").toBe(200);
  });

  it("mints tokens, adds profiles, moves the clock and sets the rate limit", async () => {
    const control = tenantControl(t.url);
    const token = await control.token({ scopes: ["read:token_exchange_profiles"] });
    expect((await t.call("/api/v2/token-exchange-profiles", { token })).status).toBe(200);

    const { added, profileCount } = await control.addProfiles(3);
    expect(added).toHaveLength(3);
    expect(profileCount).toBe(DEFAULT_PROFILE_COUNT + 3);

    const before = t.tenant.clock.now();
    expect(await control.advanceClock(5000)).toBe(before + 5000);

    await control.rateLimit({ capacity: 9, refillPerSecond: 1 });
    const limited = await t.call("/api/v2/token-exchange-profiles", { token });
    expect(limited.headers.get("x-ratelimit-limit")).toBe("9");
    await control.reset();
  });

  it("validates its own bodies with the same error format", async () => {
    await expectError(
      await t.call("/__tenant/profiles", { method: "POST", json: { count: 0 } }),
      400,
      "invalid_body",
      /on property count\.$/,
    );
    await expectError(
      await t.call("/__tenant/token", { method: "POST", json: { scope: "x" } }),
      400,
      "invalid_body",
    );
  });

  it.each([
    ["an empty form POST", { "content-type": "application/x-www-form-urlencoded" }, ""],
    ["a text/plain POST", { "content-type": "text/plain" }, "{}"],
    ["an empty POST without Content-Type", {}, undefined],
  ])("refuses %s with a 415 and changes nothing", async (_, headers, body) => {
    const control = tenantControl(t.url);
    await control.addProfiles(2);
    const before = await control.state();
    for (const route of ["reset", "profiles", "clock", "rate-limit", "token"]) {
      await expectError(
        await t.call(`/__tenant/${route}`, { method: "POST", headers, body }),
        415,
        "unsupported_media_type",
        /test control takes application\/json, even for an empty body$/,
      );
    }
    expect(await control.state()).toEqual(before);
    await control.reset();
  });

  it("resets with an empty body when it is declared JSON", async () => {
    const control = tenantControl(t.url);
    await control.addProfiles(1);
    const response = await t.call("/__tenant/reset", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(await response.json()).toEqual({ seed: 42, profileCount: DEFAULT_PROFILE_COUNT });
  });
});
