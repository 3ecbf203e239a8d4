import type { ActivityEntry } from "./activityLog";

export const ACTIVITY_CSV_COLUMNS = ["time", "operation", "target", "outcome", "reason"] as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); a
 * leading quote makes it text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 (CRLF, a header row), newest first as listed; times in ISO 8601 UTC. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.map((entry) => ACTIVITY_CSV_COLUMNS.map((column) => csvCell(entry[column])));
  return [ACTIVITY_CSV_COLUMNS.join(","), ...rows.map((row) => row.join(","))]
    .join("\r\n")
    .concat("\r\n");
}
