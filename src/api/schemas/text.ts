import { z } from "zod";

/**
 * Length in characters as the service counts them: Unicode code points, the way JSON Schema's
 * minLength/maxLength count. `"😀".length` is 2 in JavaScript but one character to the service,
 * so a name of 50 emoji is valid. Form, fetch layer and local tenant all count this way.
 */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

function plural(n: number): string {
  return n === 1 ? "1 character" : `${n} characters`;
}

type Bounds = { readonly min?: number; readonly max?: number };

/** A check that the length in code points lies within [min, max], for any string schema. */
export function lengthWithin(bounds: Bounds) {
  const { min, max } = bounds;
  return (ctx: z.core.ParsePayload<string>) => {
    const n = charCount(ctx.value);
    if (min !== undefined && n < min) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: min === 1 ? "Required" : `Must be at least ${plural(min)} (it has ${n})`,
      });
    } else if (max !== undefined && n > max) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: `Must be at most ${plural(max)} (it has ${n})`,
      });
    }
  };
}

/** A string whose length in code points lies within [min, max]. */
export function boundedString(bounds: Bounds) {
  return z.string().check(lengthWithin(bounds));
}

/** Shape check with a message that names the rule in words, not the regular expression. */
export function matching(pattern: RegExp, description: string) {
  return z.string().regex(pattern, { error: description });
}
