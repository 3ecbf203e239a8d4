import { showUnprintable } from "./unprintable.ts";

/**
 * Where a reader may start a new cell or row: the console writes `,`, but a spreadsheet set to
 * another locale splits on `;`, a paste splits on tab, and line breaks start a row.
 */
const SEPARATOR = "[,;\\t\\r\\n]";

/**
 * A formula character at the start of the cell, or right after a separator inside it (spaces
 * and quotes a reader may strip in between): OWASP's CSV-injection list is `= + - @`, tab and
 * carriage return, and the last two are separators here, so the piece after them is checked too.
 */
const FORMULA_PIECE = new RegExp(`(^|${SEPARATOR})([ "]*)([=+\\-@])`, "g");

/** A quote makes the cell one cell for a reader splitting on any separator, not just `,`. */
const NEEDS_QUOTES = new RegExp(`["]|${SEPARATOR}`);

/** Line breaks and tabs are data a quoted cell carries (and the formula guard covers). */
const CSV_CARRIES: ReadonlySet<string> = new Set(["\t", "\r", "\n"]);

/**
 * One cell, with every other bidi, invisible or control character written as `<U+202E>`, as
 * the audit log does: a spreadsheet would otherwise show `x\u202Egnp.exe` as "xexe.png", or
 * two ids that differ by a zero-width space as the same. Kept from running as a formula however
 * the file is read (OWASP's CSV-injection guidance). A `'` goes before every formula character that could begin a cell, whether the
 * reader splits on `,`, `;`, tab or a line break, and before a leading tab or carriage return:
 * a spreadsheet shows that quote but never runs what follows. Only those places change, so ids
 * such as `auth0|abc` and times read as they are; the cell is quoted when it holds a quote or
 * any separator, which keeps it whole in readers that honour RFC 4180 quotes.
 */
export function csvCell(value: string): string {
  const pieces = showUnprintable(value, CSV_CARRIES).replace(FORMULA_PIECE, "$1$2'$3");
  const safe = /^[ "]*[\t\r]/.test(pieces) ? `'${pieces}` : pieces;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, without its line end. */
export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(",");
}

/** RFC 4180: a header row, CRLF line ends, every cell made safe for spreadsheets. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [csvRow(header), ...rows.map(csvRow)].join("\r\n").concat("\r\n");
}
