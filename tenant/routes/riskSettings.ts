import type { Context } from "hono";
import {
  newDeviceSettingsUpdateSchema,
  riskAssessmentSettingsUpdateSchema,
} from "../../src/api/schemas/riskSettings.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/**
 * The tenant's risk settings (lifecycle-operations.md, "Risk assessment and remembered
 * devices"): read and changed whole, each a JSON or form body of one property, nothing else.
 * Initial values: tenant/store/tenantStore.ts INITIAL_RISK_SETTINGS (tenant/README.md).
 */
const FORMATS = { formats: ["json", "form"] } as const;

/** A form body carries text: "false" and "20" are read as the JSON body's boolean and number. */
function fromForm(c: Context<TenantEnv>, body: unknown): unknown {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") return body;
  if (typeof body !== "object" || body === null) return body;
  const read: Record<string, unknown> = { ...body };
  if (read.enabled === "true" || read.enabled === "false") read.enabled = read.enabled === "true";
  if (typeof read.remember_for === "string" && /^\d+$/.test(read.remember_for)) {
    read.remember_for = Number(read.remember_for);
  }
  return read;
}

/** GET /api/v2/risk-assessments/settings (read:attack_protection). */
export function getRiskAssessmentSettings(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response =>
    c.json({ enabled: runtime.store.riskSettings.enabled }, 200);
}

/** PATCH /api/v2/risk-assessments/settings (update:attack_protection): `{enabled}`. */
export function updateRiskAssessmentSettings(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, FORMATS);
    const { enabled } = parseOrThrow(
      riskAssessmentSettingsUpdateSchema,
      fromForm(c, body),
      "Payload",
    );
    runtime.store.riskSettings = { ...runtime.store.riskSettings, enabled };
    return c.json({ enabled }, 200);
  };
}

/** GET /api/v2/risk-assessments/settings/new-device (read:attack_protection). */
export function getNewDeviceSettings(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response =>
    c.json({ remember_for: runtime.store.riskSettings.rememberForDays }, 200);
}

/** PATCH /api/v2/risk-assessments/settings/new-device (update:attack_protection): 1–365 days. */
export function updateNewDeviceSettings(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, FORMATS);
    const { remember_for } = parseOrThrow(
      newDeviceSettingsUpdateSchema,
      fromForm(c, body),
      "Payload",
    );
    runtime.store.riskSettings = { ...runtime.store.riskSettings, rememberForDays: remember_for };
    return c.json({ remember_for }, 200);
  };
}
