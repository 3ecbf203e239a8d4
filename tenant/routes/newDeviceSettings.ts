import type { Context } from "hono";
import type { TenantEnv } from "../env.ts";

/**
 * How many days the new-device assessor remembers a device. lifecycle-operations.md gives the
 * shape (`{remember_for}`, 1–365) and no initial value; the local tenant answers 30, the figure
 * the service's dashboard shows for a new tenant.
 */
const NEW_DEVICE_REMEMBER_FOR_DAYS = 30;

/** GET /api/v2/risk-assessments/settings/new-device (read:attack_protection). */
export function getNewDeviceSettings() {
  return (c: Context<TenantEnv>): Response =>
    c.json({ remember_for: NEW_DEVICE_REMEMBER_FOR_DAYS }, 200);
}
