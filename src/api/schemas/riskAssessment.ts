import { z } from "zod";
import { NAME_PATTERNS } from "./idPatterns.ts";
import { LIMITS } from "./limits.ts";
import { boundedString, charCount } from "./text.ts";

const L = LIMITS.riskAssessment;

/** The contract's pattern for a connection name. */
export const CONNECTION_NAME_PATTERN = NAME_PATTERNS.connection;

/** The pattern in words: which part of it the value breaks. */
export function connectionNameProblem(value: string): string | undefined {
  if (CONNECTION_NAME_PATTERN.test(value)) return undefined;
  const bad = [...value].find((char) => !/[a-zA-Z0-9-]/.test(char));
  if (bad !== undefined) {
    const shown = bad === " " ? "A space" : `"${bad}"`;
    return `${shown} is not allowed: use letters, digits and single hyphens`;
  }
  if (value.startsWith("-")) return "Cannot start with a hyphen";
  if (value.endsWith("-")) return "Cannot end with a hyphen";
  return "Cannot contain two hyphens in a row";
}

export const connectionName = boundedString(L.connection).check((ctx) => {
  if (charCount(ctx.value) === 0) return;
  const problem = connectionNameProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: problem });
});

export const RISK_ASSESSORS = ["new-device"] as const;

export const riskAssessmentClearSchema = z.strictObject({
  connection: connectionName,
  assessors: z
    .array(z.enum(RISK_ASSESSORS, { error: `Allowed assessor: ${RISK_ASSESSORS.join(", ")}` }))
    .min(L.assessors.min, { error: "Choose at least one assessor" }),
});
export type RiskAssessmentClear = z.infer<typeof riskAssessmentClearSchema>;

/** Path parameter of POST /users/{id}/risk-assessments/clear. */
export const userId = boundedString(L.userId);
