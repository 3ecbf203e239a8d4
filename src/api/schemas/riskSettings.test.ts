import { describe, expect, it } from "vitest";
import { newDeviceSettingsSchema } from "./riskSettings";

describe("newDeviceSettingsSchema", () => {
  it.each([1, 30, 365])("takes %i days", (days) => {
    expect(newDeviceSettingsSchema.parse({ remember_for: days })).toEqual({ remember_for: days });
  });

  it.each([0, 366, 1.5, "30", null])("refuses %j", (days) => {
    expect(newDeviceSettingsSchema.safeParse({ remember_for: days }).success).toBe(false);
  });

  it("keeps a property the service may add", () => {
    expect(newDeviceSettingsSchema.parse({ remember_for: 7, enabled: true })).toEqual({
      remember_for: 7,
      enabled: true,
    });
  });
});
