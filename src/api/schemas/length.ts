import { plural } from "../../lib/plural.ts";

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

export type Bounds = { readonly min?: number; readonly max?: number };

/** What is wrong with the length of `value` in code points, or undefined when it is within. */
export function lengthProblem(value: string, bounds: Bounds): string | undefined {
  const { min, max } = bounds;
  const n = charCount(value);
  if (min !== undefined && n < min) {
    return min === 1 ? "Required" : `Must be at least ${plural(min, "character")} (it has ${n})`;
  }
  if (max !== undefined && n > max)
    return `Must be at most ${plural(max, "character")} (it has ${n})`;
  return undefined;
}
