import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { newDeviceSettingsSchema } from "../schemas/riskSettings";
import { riskAssessmentKeys } from "./keys";
import { RISK_ASSESSMENT_OPERATIONS } from "./operations.ts";

/** GET /risk-assessments/settings/new-device: how long a device is remembered, in days. */
export const getNewDeviceSettings = operation((_: undefined) => ({
  method: "GET",
  path: pathOf(RISK_ASSESSMENT_OPERATIONS.getNewDeviceSettings),
  schema: newDeviceSettingsSchema,
}));

/**
 * The tenant's new-device setting, read once per session: it changes in the tenant's settings,
 * not while support clears users.
 */
export function newDeviceSettingsOptions(client: ApiClient) {
  return queryOptions({
    queryKey: riskAssessmentKeys.newDeviceSettings(),
    queryFn: ({ signal }) => getNewDeviceSettings(client, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
