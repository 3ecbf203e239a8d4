import type { RiskAssessmentClear } from "../schemas/riskAssessment";

/** How many clears a batch may have in flight at once. */
/** The batch paces itself by the tenant's rate-limit headers, so more at a time only helps until
 * the pace, not the count in flight, is what binds. */
export const CONCURRENCY_CHOICES = [1, 2, 4, 8] as const;
export type Concurrency = (typeof CONCURRENCY_CHOICES)[number];

/**
 * What the batch form hands the job to run: one clear body for every listed user. The form
 * builds it and the job's engine runs it; a form may not import a job (decision 012), so the
 * shape both hold sits with the clear operation.
 */
export interface BatchRequest {
  readonly userIds: readonly string[];
  /** An empty connection (only with read:users): each user's own is read before its clear. */
  readonly body: RiskAssessmentClear;
  readonly concurrency: Concurrency;
  /** One reason for every clear of the batch; never part of the body. */
  readonly reason: string;
}
