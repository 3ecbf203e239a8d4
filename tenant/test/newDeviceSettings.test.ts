import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDeviceSettingsSchema } from "../../src/api/schemas/riskSettings.ts";
import { expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/risk-assessments/settings/new-device";

let t: TestTenant;

beforeAll(async () => {
  t = await startTenant();
});
afterAll(() => t.close());

describe("GET /api/v2/risk-assessments/settings/new-device", () => {
  it("answers how many days a device is remembered, in the contract's shape", async () => {
    const token = await t.token(["read:attack_protection"]);
    const response = await t.call(PATH, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(newDeviceSettingsSchema.parse(await response.json())).toEqual({ remember_for: 30 });
  });

  it("refuses a token without read:attack_protection with the service's 403", async () => {
    const token = await t.token(["read:users", "update:users"]);
    await expectInsufficientScope(await t.call(PATH, { token }), "read:attack_protection");
  });

  it("refuses a write: only the read is served", async () => {
    const token = await t.token(["read:attack_protection"]);
    const response = await t.call(PATH, { token, method: "PATCH", json: { remember_for: 3 } });
    expect(response.status).toBe(405);
  });
});
