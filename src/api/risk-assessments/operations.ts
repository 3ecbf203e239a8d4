import {
  ADMINISTRATOR_ONLY,
  ADMINISTRATOR_OR_SUPPORT,
  ANY_ROLE,
  byName,
  row,
} from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The risk assessments operations the console calls, a row each (src/api/operations.ts gathers them). */
export const RISK_ASSESSMENT_OPERATIONS = byName([
  row({
    name: "clearRiskAssessments",
    method: "POST",
    roles: ADMINISTRATOR_OR_SUPPORT,
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
    roles: ANY_ROLE,
    path: "/risk-assessments/settings/new-device",
    scope: "read:attack_protection",
    does: "read the new-device setting",
  }),
  row({
    name: "updateNewDeviceSettings",
    method: "PATCH",
    roles: ADMINISTRATOR_ONLY,
    path: "/risk-assessments/settings/new-device",
    targetFixed: "risk-assessments/settings/new-device",
    readBefore: "getNewDeviceSettings",
    scope: "update:attack_protection",
    does: "change how long devices are remembered",
    label: "Change new-device setting",
  }),
  row({
    name: "getRiskAssessmentSettings",
    method: "GET",
    roles: ANY_ROLE,
    path: "/risk-assessments/settings",
    scope: "read:attack_protection",
    does: "read the risk assessment settings",
  }),
  row({
    name: "updateRiskAssessmentSettings",
    method: "PATCH",
    roles: ADMINISTRATOR_ONLY,
    path: "/risk-assessments/settings",
    targetFixed: "risk-assessments/settings",
    readBefore: "getRiskAssessmentSettings",
    scope: "update:attack_protection",
    does: "turn risk assessments on or off",
    label: "Change risk assessment settings",
  }),
] as const);
