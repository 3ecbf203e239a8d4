import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import { operation } from "../operation";
import {
  type RiskAssessmentClear,
  riskAssessmentClearSchema,
  userId as userIdSchema,
} from "../schemas/riskAssessment";
import { RISK_ASSESSMENT_OPERATIONS } from "./operations.ts";

interface ClearRiskAssessmentsInput {
  readonly userId: string;
  readonly body: RiskAssessmentClear;
}

/**
 * POST /users/{id}/risk-assessments/clear. The real service answers 204; the contract leaves the
 * status open, so any 2xx, with or without a body, is success. Invalid input is a ZodError and
 * nothing is sent.
 */
export const clearRiskAssessments = operation(({ userId, body }: ClearRiskAssessmentsInput) => ({
  method: "POST",
  path: pathOf(RISK_ASSESSMENT_OPERATIONS.clearRiskAssessments, { id: userIdSchema.parse(userId) }),
  body: riskAssessmentClearSchema.parse(body),
}));

/**
 * For describeApiError: a clear may be repeated, because the tenant answers a clear with
 * nothing left to clear the same way.
 */
export const CLEAR_WRITE: WriteDescription = {
  doing: "clearing the assessments",
  result: "the assessments were cleared",
  repeat: "safe",
};
