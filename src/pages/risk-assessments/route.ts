import { OPERATION_SCOPES } from "../../api/schemas/scopes";

export const riskAssessmentsRoute = {
  path: "/risk-assessments",
  label: "Risk assessments",
  scope: OPERATION_SCOPES.clearRiskAssessments,
  load: () => import("./RiskAssessmentsPage"),
};
