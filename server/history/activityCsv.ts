import type { AuditRecord } from "../../src/api/history/types.ts";
import { csvRow } from "../../src/lib/csv.ts";

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

/** RFC 4180 with CRLF, a header row first; fed batch by batch, so no set is held whole. */
export function activityCsvStream(
  batches: AsyncGenerator<AuditRecord[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let header = true;
  return new ReadableStream({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(`${csvRow(COLUMNS)}\r\n`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const lines = next.value.map((record) => `${csvRow(cells(record))}\r\n`).join("");
      controller.enqueue(encoder.encode(lines));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
