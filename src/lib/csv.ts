/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); a
 * leading quote makes it text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180: a header row, CRLF line ends, every cell made safe for spreadsheets. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))]
    .join("\r\n")
    .concat("\r\n");
}
