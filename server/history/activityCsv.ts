import type { AuditRecord } from "../../src/api/history/types.ts";
import { csvStream } from "../csvStream.ts";

/**
 * Team Activity as CSV: the tab's columns (src/pages/activity/activityCsv.ts) with who made each
 * write and their role. Cells go through the same guard (src/lib/csv.ts), so an operator's name
 * or a reason that starts with = + - @ never runs as a formula.
 */
const COLUMNS = [
  "time",
  "person",
  "email",
  "role",
  "operation",
  "object type",
  "target",
  "target name",
  "outcome",
  "reason",
  "request id",
  "restore of",
] as const;

/** What became of a write, in the tab's words (src/session/activityLog.ts outcomeOf). */
function outcome(record: AuditRecord): string {
  if (record.outcome === "refused") return "Refused: the person's role may not";
  if (record.outcome === "unknown" || record.status === null) return "Outcome unknown";
  if (record.status >= 200 && record.status < 300) return "Succeeded";
  return `Failed: ${record.status}`;
}

function cells(record: AuditRecord): string[] {
  return [
    record.at,
    record.operator?.name ?? "",
    record.operator?.email ?? "",
    record.operator?.role ?? "",
    record.label,
    record.object.type ?? "",
    record.object.id ?? "",
    record.object.name ?? "",
    outcome(record),
    record.reason ?? "",
    record.requestId,
    record.restoreOf ?? "",
  ];
}

/** The CSV, batch by batch (server/csvStream.ts). */
export function activityCsvStream(
  batches: AsyncGenerator<AuditRecord[]>,
): ReadableStream<Uint8Array> {
  return csvStream(COLUMNS, cells, batches);
}
