import { z } from "zod";
import { riskAssessmentClearSchema } from "../../api/schemas/riskAssessment";
import { CONCURRENCY_CHOICES } from "./batchQueue";
import { parseUserIds } from "./parseUserIds";

function lines(n: number): string {
  return n === 1 ? "1 line" : `${n} lines`;
}

/** The clear body for one connection, plus the pasted list and how many requests run at once. */
export const batchFormSchema = riskAssessmentClearSchema.extend({
  user_ids: z.string().check((ctx) => {
    const { ids, invalid } = parseUserIds(ctx.value);
    const message =
      invalid.length > 0
        ? `${lines(invalid.length)} cannot be sent as user ids (listed below). Fix or remove them: nothing is sent until then.`
        : ids.length === 0
          ? "Paste at least one user id"
          : undefined;
    if (message) ctx.issues.push({ code: "custom", input: ctx.value, message });
  }),
  concurrency: z.coerce.number().pipe(z.literal(CONCURRENCY_CHOICES)),
});

export type BatchFormInput = z.input<typeof batchFormSchema>;
export type BatchFormValues = z.output<typeof batchFormSchema>;
