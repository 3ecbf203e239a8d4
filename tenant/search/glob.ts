/**
 * A wildcard value (`jan*`, `j?ne`) matched without a RegExp: a pattern such as `*?*?*?*abc`
 * compiled to a backtracking regex takes time exponential in its stars, and one search held the
 * tenant for seconds. This matcher takes O(value × pattern) steps at worst.
 */

/** One character of the pattern as written, `?` (any one character) or `*` (any run, even none). */
export type GlobPart = "?" | "*" | { literal: string };

/** The pattern with every literal folded as `fold` folds the value, one UTF-16 unit a part. */
export function foldGlob(parts: readonly GlobPart[], fold: (text: string) => string): GlobPart[] {
  return parts.flatMap((part): GlobPart[] =>
    typeof part === "string"
      ? [part]
      : fold(part.literal)
          .split("")
          .map((unit) => ({ literal: unit })),
  );
}

/**
 * Whether the whole value matches. Greedy two pointers: a `*` first takes nothing; on a mismatch
 * the last `*` takes one more character and matching resumes after it. Only the last star is
 * ever revisited, because any earlier one taking more could only be matched by the last taking
 * less, which it already tried.
 */
export function globMatches(parts: readonly GlobPart[], value: string): boolean {
  let p = 0;
  let v = 0;
  let star = -1;
  let starValue = 0;
  while (v < value.length) {
    const part = parts[p];
    if (part === "*") {
      star = p++;
      starValue = v;
    } else if (part === "?" || (part !== undefined && part.literal === value[v])) {
      p++;
      v++;
    } else if (star >= 0) {
      p = star + 1;
      v = ++starValue;
    } else {
      return false;
    }
  }
  while (parts[p] === "*") p++;
  return p === parts.length;
}
