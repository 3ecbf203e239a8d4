import type { QueryClient } from "@tanstack/react-query";
import type { NewDeviceSettings, RiskAssessmentSettings } from "../schemas/riskSettings";
import { riskAssessmentKeys } from "./keys";

/** A saved risk setting reads as the tenant answered it, on every screen that shows it. */
export function riskSettingsSaved(
  cache: QueryClient,
  saved: { settings?: RiskAssessmentSettings; newDevice?: NewDeviceSettings },
): void {
  if (saved.settings) cache.setQueryData(riskAssessmentKeys.settings(), saved.settings);
  if (saved.newDevice) cache.setQueryData(riskAssessmentKeys.newDeviceSettings(), saved.newDevice);
}
