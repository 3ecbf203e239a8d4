import { mutationOptions } from "@tanstack/react-query";
import type { RateLimitWait } from "./apiEvents";
import { apiPath } from "./apiPath";
import type { ApiClient } from "./client";
import {
  type RiskAssessmentClear,
  riskAssessmentClearSchema,
  userId as userIdSchema,
} from "./schemas/riskAssessment";

export interface ClearOptions {
  /** Mutations get no signal from TanStack Query; the caller may pass its own. */
  readonly signal?: AbortSignal | undefined;
  /** Each time this request waits out a 429: when it is sent again, for a countdown. */
  readonly onRateLimitWait?: ((wait: RateLimitWait) => void) | undefined;
}

export interface ClearRiskAssessmentsInput extends ClearOptions {
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
  { signal, onRateLimitWait }: ClearOptions = {},
): Promise<void> {
  const id = userIdSchema.parse(userId);
  const valid = riskAssessmentClearSchema.parse(body);
  await client.request({
    method: "POST",
    path: apiPath`/users/${id}/risk-assessments/clear`,
    body: valid,
    signal,
    onRateLimitWait,
  });
}

export const riskAssessmentKeys = {
  all: ["risk-assessments"] as const,
  clear: () => [...riskAssessmentKeys.all, "clear"] as const,
};

export function clearRiskAssessmentsOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: riskAssessmentKeys.clear(),
    mutationFn: ({ userId, body, ...options }: ClearRiskAssessmentsInput) =>
      clearRiskAssessments(client, userId, body, options),
  });
}
