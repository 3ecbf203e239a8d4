import { toCsv } from "../../lib/csv";
import type { ActivityEntry } from "../../session/activityLog";

const ACTIVITY_CSV_COLUMNS = ["time", "operation", "target", "outcome", "reason"] as const;

/** RFC 4180 (CRLF, a header row), newest first as listed; times in ISO 8601 UTC. */
export function activityCsv(entries: readonly Omit<ActivityEntry, "id">[]): string {
  return toCsv(
    ACTIVITY_CSV_COLUMNS,
    entries.map((entry) => ACTIVITY_CSV_COLUMNS.map((column) => entry[column])),
  );
}
