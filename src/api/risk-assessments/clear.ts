import type { WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import {
  type RiskAssessmentClear,
  riskAssessmentClearSchema,
  userId as userIdSchema,
} from "../schemas/riskAssessment";

export interface ClearRiskAssessmentsInput extends RequestOptions {
  readonly userId: string;
  readonly body: RiskAssessmentClear;
}

/**
 * POST /users/{id}/risk-assessments/clear. The real service answers 204; the contract leaves the
 * status open, so any 2xx, with or without a body, is success. Invalid input is a ZodError and
 * nothing is sent.
 */
export async function clearRiskAssessments(
  client: ApiClient,
  userId: string,
  body: RiskAssessmentClear,
  { signal, onRateLimitWait, reason }: RequestOptions = {},
): Promise<void> {
  const id = userIdSchema.parse(userId);
  const valid = riskAssessmentClearSchema.parse(body);
  await client.request({
    method: "POST",
    path: apiPath`/users/${id}/risk-assessments/clear`,
    body: valid,
    signal,
    onRateLimitWait,
    reason,
  });
}

/**
 * For describeApiError: a clear may be repeated, because the tenant answers a clear with
 * nothing left to clear the same way.
 */
export const CLEAR_WRITE: WriteDescription = {
  doing: "clearing the assessments",
  result: "the assessments were cleared",
  repeat: "safe",
};
