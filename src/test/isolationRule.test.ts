import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 016: an attribute that names or describes an element (its accessible name, a
 * tooltip) holds no markup, so tenant text in it cannot sit in a <bdi>. Such an attribute takes
 * console text as it is, or goes through plainText() (src/ui/sentenceParts.ts), which isolates the
 * parts that came through isolated() and writes their controls out. This reads every screen's
 * source so that a new `aria-label={text.remove(name)}` fails here, before any review.
 */
const SRC = resolve(import.meta.dirname, "..");
const NAMING = /\s(aria-label|aria-description|aria-valuetext|title|alt|placeholder)=\{/g;

/** Expressions that cannot carry tenant text unformatted. */
const ALLOWED: readonly RegExp[] = [
  // The helpers that write tenant text for a place without markup.
  /^(plainText|visibleControls|controlName)\(/,
  // A catalog constant: no call, so no value put into it.
  /^(text|\w*[mM]essages)(\.\w+)+$/,
  // A string literal, or a template with nothing interpolated.
  /^"[^"]*"$/,
  /^`[^`$]*`$/,
  // A value the code says is the console's own: `{/* console text: why */ label}`.
  /^\/\* console text: [^*]+\*\//,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The expression between the braces that open at `start`, braces inside it balanced. */
function expressionAt(source: string, start: number): string {
  let depth = 1;
  let index = start;
  while (depth > 0 && index < source.length) {
    const char = source[index++];
    if (char === "{") depth++;
    else if (char === "}") depth--;
  }
  return source.slice(start, index - 1).trim();
}

function unformattedNames(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(NAMING)) {
    const expression = expressionAt(source, (match.index ?? 0) + match[0].length);
    if (!ALLOWED.some((pattern) => pattern.test(expression))) {
      const line = source.slice(0, match.index).split("\n").length;
      found.push(`${line}: ${match[1]}={${expression.replace(/\s+/g, " ")}}`);
    }
  }
  return found;
}

describe("tenant text in accessible names and tooltips (decision 016)", () => {
  it("catches a name built from a value without plainText, and lets the formatted one pass", () => {
    expect(unformattedNames(` <li aria-label={name}>`)).toEqual(["1: aria-label={name}"]);
    expect(unformattedNames(` <b title={text.remove(name)} />`)).toHaveLength(1);
    expect(unformattedNames(` <b aria-label={plainText(text.remove(isolated(name)))} />`)).toEqual(
      [],
    );
    expect(unformattedNames(` <b aria-label={text.heading} alt="Logo" />`)).toEqual([]);
  });

  it("holds for every screen", () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      unformattedNames(readFileSync(file, "utf8")).map(
        (place) => `${relative(SRC, file)}:${place}`,
      ),
    );
    expect(
      found,
      "wrap in plainText(…) with isolated() around tenant text, or mark /* console text: why */",
    ).toEqual([]);
  });
});
