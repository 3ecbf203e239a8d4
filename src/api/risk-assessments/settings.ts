import { queryOptions } from "@tanstack/react-query";
import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import {
  type NewDeviceSettingsUpdate,
  newDeviceSettingsSchema,
  newDeviceSettingsUpdateSchema,
  type RiskAssessmentSettingsUpdate,
  riskAssessmentSettingsSchema,
  riskAssessmentSettingsUpdateSchema,
} from "../schemas/riskSettings";
import { riskAssessmentKeys } from "./keys";
import { RISK_ASSESSMENT_OPERATIONS } from "./operations.ts";

/** GET /risk-assessments/settings: whether the tenant assesses sign-ins at all. */
const getRiskAssessmentSettings = operation((_: undefined) => ({
  method: "GET",
  path: pathOf(RISK_ASSESSMENT_OPERATIONS.getRiskAssessmentSettings),
  schema: riskAssessmentSettingsSchema,
}));

export function riskAssessmentSettingsOptions(client: ApiClient) {
  return queryOptions({
    queryKey: riskAssessmentKeys.settings(),
    queryFn: ({ signal }) => getRiskAssessmentSettings(client, undefined, { signal }),
    retry: false,
  });
}

/** PATCH /risk-assessments/settings: `{enabled}` alone, checked before anything is sent. */
export const updateRiskAssessmentSettings = operation((body: RiskAssessmentSettingsUpdate) => ({
  method: "PATCH",
  path: pathOf(RISK_ASSESSMENT_OPERATIONS.updateRiskAssessmentSettings),
  body: riskAssessmentSettingsUpdateSchema.parse(body),
  schema: riskAssessmentSettingsSchema,
}));

/** PATCH /risk-assessments/settings/new-device: `{remember_for}` (1–365 days) alone. */
export const updateNewDeviceSettings = operation((body: NewDeviceSettingsUpdate) => ({
  method: "PATCH",
  path: pathOf(RISK_ASSESSMENT_OPERATIONS.updateNewDeviceSettings),
  body: newDeviceSettingsUpdateSchema.parse(body),
  schema: newDeviceSettingsSchema,
}));

/** Setting a value again sets the same value: repeating either PATCH is safe. */
export const UPDATE_RISK_SETTINGS_WRITE: WriteDescription = {
  doing: "saving the risk settings",
  result: "the settings were saved",
  repeat: "safe",
};
