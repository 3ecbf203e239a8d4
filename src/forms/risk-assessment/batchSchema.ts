import { z } from "zod";
import { CONCURRENCY_CHOICES } from "../../api/risk-assessments/batchRequest";
import { connectionName, riskAssessmentClearSchema } from "../../api/schemas/riskAssessment";
import { reasonField } from "../shared/reasonSchema";
import { riskAssessmentMessages } from "./messages";
import { parseUserIds } from "./parseUserIds";

/** The pasted list: every line an id, or an email when the token may look users up. */
function userIdsField(acceptEmails: boolean) {
  return z.string().check((ctx) => {
    const { ids, invalid } = parseUserIds(ctx.value, acceptEmails);
    const text = riskAssessmentMessages.list;
    const message =
      invalid.length > 0
        ? text.invalidLines(invalid.length)
        : ids.length === 0
          ? text.empty
          : undefined;
    if (message) ctx.issues.push({ code: "custom", input: ctx.value, message });
  });
}

/** The clear body for one connection, plus the pasted list and how many requests run at once. */
const batchFormSchema = riskAssessmentClearSchema.extend({
  user_ids: userIdsField(false),
  concurrency: z.coerce.number().pipe(z.literal(CONCURRENCY_CHOICES)),
  reason: reasonField,
});

/**
 * With read:users the connection may be left empty: the batch then reads each user's own
 * connection (the pasted list has no connection column).
 */
const batchFormSchemaResolvingConnections = batchFormSchema.extend({
  user_ids: userIdsField(true),
  connection: connectionName.or(z.literal("")),
});

export function batchFormSchemaFor(canReadUsers: boolean) {
  return canReadUsers ? batchFormSchemaResolvingConnections : batchFormSchema;
}

export type BatchFormInput = z.input<typeof batchFormSchema>;
export type BatchFormValues = z.output<typeof batchFormSchema>;
