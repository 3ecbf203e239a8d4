import { z } from "zod";

/**
 * GET /risk-assessments/settings/new-device (lifecycle-operations.md, "Risk assessment and
 * remembered devices"): how many days a device stays known to the new-device assessor. The
 * service writes 1–365; other properties are allowed through, as the answer may grow.
 */
export const newDeviceSettingsSchema = z.looseObject({
  remember_for: z.number().int().min(1).max(365),
});
