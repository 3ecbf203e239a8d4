import { z } from "zod";
import { type Bounds, lengthProblem } from "./length.ts";

export { type Bounds, charCount, lengthProblem } from "./length.ts";

/** A check that the length in code points lies within [min, max], for any string schema. */
export function lengthWithin(bounds: Bounds) {
  return (ctx: z.core.ParsePayload<string>) => {
    const message = lengthProblem(ctx.value, bounds);
    if (message) ctx.issues.push({ code: "custom", input: ctx.value, message });
  };
}

/**
 * A console rule, not the contract's: a name of spaces only is refused before it is sent, since
 * it shows as nothing in every list and log (the service's own rule is its length alone, so the
 * local tenant does not apply this).
 */
export function notBlank(ctx: z.core.ParsePayload<string>): void {
  if (ctx.value.length > 0 && ctx.value.trim() === "") {
    ctx.issues.push({ code: "custom", input: ctx.value, message: "Must hold more than spaces" });
  }
}

/** A string whose length in code points lies within [min, max]. */
export function boundedString(bounds: Bounds) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "Required" : "Must be text") })
    .check(lengthWithin(bounds));
}

/** Shape check with a message that names the rule in words, not the regular expression. */
export function matching(pattern: RegExp, description: string) {
  return z.string().regex(pattern, { error: description });
}
