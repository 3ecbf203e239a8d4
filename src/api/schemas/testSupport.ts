/**
 * Test support for the schema boundary tests beside it (*.test.ts): how a value is accepted or
 * rejected, the messages the length rules give, and the characters the code-point counts need.
 * Imported by tests only; it never reaches the bundle (and is not exported from index.ts).
 *
 * The messages are written out here on purpose rather than taken from text.ts, so the tests pin
 * the wording instead of repeating whatever the code produces.
 */
import { expect } from "vitest";
import type { z } from "zod";

export const EMOJI = "😀"; // one code point, two UTF-16 units
export const COMBINING_E = "e\u0301"; // "é" as e + combining acute: two code points, one grapheme

/** Every issue of a value the schema must reject; fails the test when it is accepted. */
export function issuesOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  return result.error?.issues ?? [];
}

/** The one issue of a value the schema must reject; fails the test unless there is exactly one. */
export function onlyIssue(schema: z.ZodType, value: unknown): z.core.$ZodIssue {
  const issues = issuesOf(schema, value);
  expect(issues).toHaveLength(1);
  const [issue] = issues;
  if (!issue) throw new Error("no issue");
  return issue;
}

/** Fails the test, listing the issues, unless the schema accepts the value. */
export function accepts(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  expect(result.error?.issues ?? []).toEqual([]);
}

/** The message for a string of `n` code points under a minimum of `min` ("Required" for 1). */
export const tooShort = (min: number, n: number) =>
  min === 1 ? "Required" : `Must be at least ${min} characters (it has ${n})`;
/** The message for a string of `n` code points over a maximum of `max`. */
export const tooLong = (max: number, n: number) =>
  `Must be at most ${max} characters (it has ${n})`;
