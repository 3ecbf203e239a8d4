import { z } from "zod";

/** The new-device setting's range, in days (lifecycle-operations.md). */
export const REMEMBER_FOR_DAYS = { min: 1, max: 365 } as const;

const rememberFor = z.number().int().min(REMEMBER_FOR_DAYS.min).max(REMEMBER_FOR_DAYS.max);

/**
 * GET /risk-assessments/settings/new-device (lifecycle-operations.md, "Risk assessment and
 * remembered devices"): how many days a device stays known to the new-device assessor. The
 * service writes 1–365; other properties are allowed through, as the answer may grow.
 */
export const newDeviceSettingsSchema = z.looseObject({
  remember_for: rememberFor,
});

export type NewDeviceSettings = z.infer<typeof newDeviceSettingsSchema>;

/** PATCH /risk-assessments/settings/new-device: `remember_for` alone, a whole number of days. */
export const newDeviceSettingsUpdateSchema = z.strictObject({
  remember_for: rememberFor,
});

export type NewDeviceSettingsUpdate = z.infer<typeof newDeviceSettingsUpdateSchema>;

/** GET and PATCH /risk-assessments/settings: whether the tenant assesses sign-ins at all. */
export const riskAssessmentSettingsSchema = z.looseObject({ enabled: z.boolean() });

export type RiskAssessmentSettings = z.infer<typeof riskAssessmentSettingsSchema>;

/** PATCH /risk-assessments/settings: `enabled` alone. */
export const riskAssessmentSettingsUpdateSchema = z.strictObject({ enabled: z.boolean() });

export type RiskAssessmentSettingsUpdate = z.infer<typeof riskAssessmentSettingsUpdateSchema>;
