import { mutationOptions } from "@tanstack/react-query";
import { apiPath } from "./apiPath";
import type { ApiClient } from "./client";
import {
  type RiskAssessmentClear,
  riskAssessmentClearSchema,
  userId as userIdSchema,
} from "./schemas/riskAssessment";

export interface ClearRiskAssessmentsInput {
  readonly userId: string;
  readonly body: RiskAssessmentClear;
  /** Mutations get no signal from TanStack Query; the caller may pass its own. */
  readonly signal?: AbortSignal;
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
  signal?: AbortSignal,
): Promise<void> {
  const id = userIdSchema.parse(userId);
  const valid = riskAssessmentClearSchema.parse(body);
  await client.request({
    method: "POST",
    path: apiPath`/users/${id}/risk-assessments/clear`,
    body: valid,
    signal,
  });
}

export const riskAssessmentKeys = {
  all: ["risk-assessments"] as const,
  clear: () => [...riskAssessmentKeys.all, "clear"] as const,
};

export function clearRiskAssessmentsOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: riskAssessmentKeys.clear(),
    mutationFn: ({ userId, body, signal }: ClearRiskAssessmentsInput) =>
      clearRiskAssessments(client, userId, body, signal),
  });
}
