import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldGlob, type GlobPart, globMatches } from "../search/glob.ts";

const glob = (pattern: string): GlobPart[] =>
  [...pattern].map((char) => (char === "*" || char === "?" ? char : { literal: char }));

/** The meaning the matcher must keep: the backtracking regex the tenant used to build. */
const reference = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replaceAll("*", ".*").replaceAll("?", ".")}$`, "s").test(value);

/** Counts each read of a part: the matcher reads one per step, so this is its work. */
function counted(parts: readonly GlobPart[]): { parts: GlobPart[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy([...parts], {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { parts: proxy, reads: () => reads };
}

describe("glob matcher", () => {
  it.each([
    ["jan*", "jane", true],
    ["*doe", "jane doe", true],
    ["j?ne*", "jane doe", true],
    ["*", "", true],
    ["?", "", false],
    ["a*b*c", "abbbc", true],
    ["a*b*c", "abcb", false],
    ["*@example.com", "jane@example.com", true],
    ["*@example.com", "jane@example.co", false],
  ])("%s against %j → %s, the whole value", (pattern, value, expected) => {
    expect(globMatches(glob(pattern), value)).toBe(expected);
  });

  it("takes an escaped * or ? literally", () => {
    expect(globMatches([{ literal: "a" }, { literal: "*" }], "a*")).toBe(true);
    expect(globMatches([{ literal: "a" }, { literal: "*" }], "ab")).toBe(false);
  });

  it("answers as the regex did for any pattern and value", () => {
    const text = (chars: string[], maxLength: number) =>
      fc.string({ unit: fc.constantFrom(...chars), maxLength });
    fc.assert(
      fc.property(text(["a", "b", "*", "?"], 8), text(["a", "b"], 10), (pattern, value) => {
        expect(globMatches(glob(pattern), value)).toBe(reference(pattern, value));
      }),
      { numRuns: 2000 },
    );
  });

  it("does at most (value + 1) × (pattern + 1) steps where a regex backtracks exponentially", () => {
    // Each `?*` multiplied the regex's work about five times; 40 of them never end.
    const pattern = `${"?*".repeat(40)}abc!`;
    const value = "workforce-idp|workforce-sso|emp-0001@initech.example";
    const { parts, reads } = counted(glob(pattern));
    expect(globMatches(parts, value)).toBe(false);
    expect(reads()).toBeLessThanOrEqual((value.length + 1) * (pattern.length + 1));
  });

  it("folds each literal as the value is folded, even where the case changes its length", () => {
    const folded = foldGlob(glob("İ*"), (text) => text.toLowerCase());
    expect(globMatches(folded, "i̇stanbul")).toBe(true);
  });
});
