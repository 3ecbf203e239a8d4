import { describe, expect, it } from "vitest";
import {
  newDeviceSettingsSchema,
  newDeviceSettingsUpdateSchema,
  riskAssessmentSettingsSchema,
  riskAssessmentSettingsUpdateSchema,
} from "./riskSettings";

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

describe("newDeviceSettingsUpdateSchema", () => {
  it.each([1, 365])("sends %i days", (days) => {
    expect(newDeviceSettingsUpdateSchema.parse({ remember_for: days })).toEqual({
      remember_for: days,
    });
  });

  it.each([0, 366, 1.5, "20"])("refuses %j before anything is sent", (days) => {
    expect(newDeviceSettingsUpdateSchema.safeParse({ remember_for: days }).success).toBe(false);
  });

  it("sends nothing but remember_for", () => {
    expect(
      newDeviceSettingsUpdateSchema.safeParse({ remember_for: 20, enabled: true }).success,
    ).toBe(false);
  });
});

describe("the risk assessment switch", () => {
  it("reads enabled, keeping what the service may add, and sends enabled alone", () => {
    expect(riskAssessmentSettingsSchema.parse({ enabled: false, extra: 1 })).toEqual({
      enabled: false,
      extra: 1,
    });
    expect(riskAssessmentSettingsUpdateSchema.safeParse({ enabled: "true" }).success).toBe(false);
    expect(riskAssessmentSettingsUpdateSchema.safeParse({ enabled: true, x: 1 }).success).toBe(
      false,
    );
    expect(riskAssessmentSettingsUpdateSchema.parse({ enabled: true })).toEqual({ enabled: true });
  });
});
