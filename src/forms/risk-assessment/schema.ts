import type { z } from "zod";
import { apiPath, PathParameterError } from "../../api/apiPath";
import {
  type RiskAssessmentClear,
  riskAssessmentClearSchema,
  userId,
} from "../../api/schemas/riskAssessment";
import { reasonField } from "../shared/reasonSchema";
import type { FormPathMapper } from "../shared/serverErrors";
import { riskAssessmentMessages } from "./messages";

/**
 * The contract's user id, plus what a URL can carry: "." and ".." are valid ids to the contract
 * but a URL path reads them as folders, so the fetch layer refuses them; say so before sending.
 */
const userIdField = userId.check((ctx) => {
  try {
    apiPath`/users/${ctx.value}`;
  } catch (error) {
    if (!(error instanceof PathParameterError) || ctx.value === "") return;
    ctx.issues.push({
      code: "custom",
      input: ctx.value,
      message: riskAssessmentMessages.fields.userIdAsFolder(ctx.value),
    });
  }
});

/** What is wrong with one user id, in the words the form shows; undefined when it can be sent. */
export function userIdProblem(value: string): string | undefined {
  const result = userIdField.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The request body plus the path parameter, named `user_id` as the testing contract asks, and
 * the reason, which stays in the console.
 */
export const riskAssessmentFormSchema = riskAssessmentClearSchema.extend({
  user_id: userIdField,
  reason: reasonField,
});

export type RiskAssessmentFormInput = z.input<typeof riskAssessmentFormSchema>;
export type RiskAssessmentFormValues = z.output<typeof riskAssessmentFormSchema>;

export interface ClearRequest {
  readonly userId: string;
  readonly body: RiskAssessmentClear;
  /** Never part of the body: recorded in Activity, and only ever sent to the console's server. */
  readonly reason: string;
  /** The user's email, when the user was chosen in Find user: the confirmation names it. */
  readonly email?: string | undefined;
}

export function toClearRequest({
  user_id,
  reason,
  ...body
}: RiskAssessmentFormValues): ClearRequest {
  return { userId: user_id, body, reason };
}

/** The tenant names the path parameter `id` and may point into `assessors.N`. */
export const toFormPath: FormPathMapper<RiskAssessmentFormInput> = (apiPath) => {
  const head = String((typeof apiPath === "string" ? apiPath.split(".") : apiPath)[0]);
  if (head === "id") return "user_id";
  return head === "connection" || head === "assessors" ? head : undefined;
};
