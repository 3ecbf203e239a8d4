import { byName, row } from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The risk assessments operations the console calls, a row each (src/api/operations.ts gathers them). */
export const RISK_ASSESSMENT_OPERATIONS = byName([
  row({
    name: "clearRiskAssessments",
    method: "POST",
    path: "/users/{id}/risk-assessments/clear",
    params: { id: P.userId },
    target: "id",
    scope: "update:users",
    does: "clear risk assessments",
    label: "Clear risk assessments",
  }),
  row({
    name: "getNewDeviceSettings",
    method: "GET",
    path: "/risk-assessments/settings/new-device",
    scope: "read:attack_protection",
    does: "read the new-device setting",
  }),
] as const);
