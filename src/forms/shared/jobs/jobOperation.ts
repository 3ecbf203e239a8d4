import type { JobKind } from "../../../api/jobs/types";
import type { OperationName } from "../../../api/schemas/scopes";

/** The operation a job's items make: its role rule decides who may start and steer the job. */
export const JOB_OPERATION: Record<JobKind, OperationName> = {
  "clear-risk-assessments": "clearRiskAssessments",
  "add-organization-members": "addOrganizationMembers",
};
