/**
 * Characters that break a line or change how the rest of it reads, though they pass through
 * JSON and CSV untouched: controls (line feed, carriage return, NEL…), the line and paragraph
 * separators U+2028/U+2029 (a line break to many readers), format characters (bidi embeddings,
 * overrides and isolates, marks, zero-width spaces and joiners, the BOM) and every other
 * default-ignorable code point (invisible when shown). One definition for every text the
 * console writes for another reader: the audit log and the CSV exports.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

const NONE: ReadonlySet<string> = new Set();

/**
 * The text with each character above written as its code point (`<U+202E>`), so
 * `x\u202Egnp.exe` reads `x<U+202E>gnp.exe` and not "exe.png". `keep` names characters the
 * format itself carries safely (CSV quotes its line breaks).
 */
export function showUnprintable(text: string, keep: ReadonlySet<string> = NONE): string {
  return text.replace(UNPRINTABLE, (char) =>
    keep.has(char)
      ? char
      : `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`,
  );
}
