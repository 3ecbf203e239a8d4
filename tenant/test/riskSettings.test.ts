import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  newDeviceSettingsSchema,
  riskAssessmentSettingsSchema,
} from "../../src/api/schemas/riskSettings.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const SETTINGS = "/api/v2/risk-assessments/settings";
const NEW_DEVICE = `${SETTINGS}/new-device`;

let t: TestTenant;
let read = "";
let write = "";

beforeAll(async () => {
  t = await startTenant();
  read = await t.token(["read:attack_protection"]);
  write = await t.token(["read:attack_protection", "update:attack_protection"]);
});
beforeEach(() => t.tenant.reset());
afterAll(() => t.close());

const patch = (path: string, json: unknown) =>
  t.call(path, { token: write, method: "PATCH", json });

describe("GET /api/v2/risk-assessments/settings[/new-device]", () => {
  it("answers the initial settings in the contract's shapes: assessments on, 30 days", async () => {
    const newDevice = await t.call(NEW_DEVICE, { token: read });
    expect(newDevice.status).toBe(200);
    expect(newDevice.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(newDeviceSettingsSchema.parse(await newDevice.json())).toEqual({ remember_for: 30 });
    const settings = await t.call(SETTINGS, { token: read });
    expect(riskAssessmentSettingsSchema.parse(await settings.json())).toEqual({ enabled: true });
  });

  it("refuses a token without read:attack_protection with the service's 403", async () => {
    const token = await t.token(["read:users", "update:users"]);
    await expectInsufficientScope(await t.call(NEW_DEVICE, { token }), "read:attack_protection");
    await expectInsufficientScope(await t.call(SETTINGS, { token }), "read:attack_protection");
  });
});

describe("PATCH /api/v2/risk-assessments/settings/new-device", () => {
  it.each([1, 365, 20])("keeps %i days and answers them", async (days) => {
    const response = await patch(NEW_DEVICE, { remember_for: days });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ remember_for: days });
    const again = await t.call(NEW_DEVICE, { token: read });
    expect(await again.json()).toEqual({ remember_for: days });
  });

  it.each([0, 366, 1.5, "20", null])("refuses %j with a 400 naming remember_for", async (days) => {
    const response = await patch(NEW_DEVICE, { remember_for: days });
    await expectError(response, 400, "invalid_body");
    const again = await t.call(NEW_DEVICE, { token: read });
    expect(await again.json(), "nothing changed").toEqual({ remember_for: 30 });
  });

  it("refuses another property, and a body without remember_for", async () => {
    await expectError(
      await patch(NEW_DEVICE, { remember_for: 20, enabled: true }),
      400,
      "invalid_body",
    );
    await expectError(await patch(NEW_DEVICE, {}), 400, "invalid_body");
  });

  it("takes a form body as the API definition allows", async () => {
    const response = await t.call(NEW_DEVICE, {
      token: write,
      method: "PATCH",
      body: "remember_for=45",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await response.json()).toEqual({ remember_for: 45 });
  });

  it("refuses a token without update:attack_protection", async () => {
    const response = await t.call(NEW_DEVICE, {
      token: read,
      method: "PATCH",
      json: { remember_for: 20 },
    });
    await expectInsufficientScope(response, "update:attack_protection");
  });
});

describe("PATCH /api/v2/risk-assessments/settings", () => {
  it("turns assessments off and on, each answered and kept", async () => {
    const off = await patch(SETTINGS, { enabled: false });
    expect(await off.json()).toEqual({ enabled: false });
    expect(await (await t.call(SETTINGS, { token: read })).json()).toEqual({ enabled: false });
    const on = await patch(SETTINGS, { enabled: true });
    expect(await on.json()).toEqual({ enabled: true });
  });

  it.each([{ enabled: "false" }, {}, { enabled: false, remember_for: 3 }])(
    "refuses %j with a 400",
    async (body) => {
      await expectError(await patch(SETTINGS, body), 400, "invalid_body");
    },
  );
});
