// Boundary tests for text.ts: lengths are counted in Unicode code points (as JSON Schema's
// minLength/maxLength do), not UTF-16 units; the length messages name the limit and the count;
// `matching` reports the rule in words. Bounds come from LIMITS so the tests follow them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LIMITS } from "./limits";
import { accepts, COMBINING_E, EMOJI, onlyIssue } from "./testSupport";
import { boundedString, charCount, lengthWithin, matching } from "./text";

describe("charCount", () => {
  it.each([
    ["empty", "", 0],
    ["ASCII", "abc", 3],
    ["an emoji is one code point (two UTF-16 units)", EMOJI, 1],
    ["a combining sequence is two code points", COMBINING_E, 2],
    ["a lone surrogate is one code point", "\ud83d", 1],
  ])("%s", (_rule, value, expected) => {
    expect(charCount(value)).toBe(expected);
  });

  it("differs from String.length for astral characters", () => {
    const value = EMOJI.repeat(3);
    expect(value.length).toBe(6);
    expect(charCount(value)).toBe(3);
  });
});

describe("boundedString", () => {
  // Token exchange profile name: 3..50, the only contract bound with min > 1.
  const { min, max } = LIMITS.tokenExchangeProfile.name;
  const schema = boundedString({ min, max });

  it("min: just inside", () => accepts(schema, "a".repeat(min)));
  it("min: just outside names the limit and the count", () => {
    const issue = onlyIssue(schema, "a".repeat(min - 1));
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe(`Must be at least ${min} characters (it has ${min - 1})`);
  });

  it("max: just inside", () => accepts(schema, "a".repeat(max)));
  it("max: just outside names the limit and the count", () => {
    const issue = onlyIssue(schema, "a".repeat(max + 1));
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe(`Must be at most ${max} characters (it has ${max + 1})`);
  });

  it("code points: max emoji is inside although its UTF-16 length is 2 × max", () => {
    const value = EMOJI.repeat(max);
    expect(value.length).toBe(2 * max);
    accepts(schema, value);
  });
  it("code points: max + 1 emoji is outside and counted as max + 1", () => {
    expect(onlyIssue(schema, EMOJI.repeat(max + 1)).message).toBe(
      `Must be at most ${max} characters (it has ${max + 1})`,
    );
  });
  it("code points: min emoji is inside, min - 1 emoji is outside", () => {
    accepts(schema, EMOJI.repeat(min));
    expect(onlyIssue(schema, EMOJI.repeat(min - 1)).message).toBe(
      `Must be at least ${min} characters (it has ${min - 1})`,
    );
  });

  it("min 1: one character is inside, the empty string is outside with 'Required'", () => {
    const required = boundedString(LIMITS.organization.name);
    accepts(required, "a");
    expect(onlyIssue(required, "").message).toBe("Required");
  });

  it("singular: a bound of 1 reads '1 character'", () => {
    expect(onlyIssue(boundedString({ max: 1 }), "ab").message).toBe(
      "Must be at most 1 character (it has 2)",
    );
  });

  it("no min: the empty string is inside when only max is given", () => {
    accepts(boundedString({ max: LIMITS.organization.metadataValue.max }), "");
  });

  it.each([
    ["number", 5],
    ["null", null],
    ["undefined", undefined],
  ])("type: a %s is outside", (_kind, value) => {
    expect(onlyIssue(schema, value).code).toBe("invalid_type");
  });
});

describe("lengthWithin", () => {
  it("applies to any string schema, counting code points", () => {
    const { max } = LIMITS.tokenExchangeProfile.subjectTokenType;
    const schema = z.string().check(lengthWithin({ max }));
    accepts(schema, EMOJI.repeat(max));
    expect(onlyIssue(schema, EMOJI.repeat(max + 1)).message).toBe(
      `Must be at most ${max} characters (it has ${max + 1})`,
    );
  });
});

describe("matching", () => {
  const schema = matching(/^[a-z]+$/, "Use lowercase letters only");
  it("pattern: a matching value is inside", () => accepts(schema, "abc"));
  it("pattern: a non-matching value is outside with the rule in words", () => {
    const issue = onlyIssue(schema, "abC");
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe("Use lowercase letters only");
  });
});
