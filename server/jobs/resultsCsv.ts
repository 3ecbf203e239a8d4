import type { JobItemState } from "../../src/api/jobs/types.ts";
import { isEmailText } from "../../src/api/users/identity.ts";
import { csvRow } from "../../src/lib/csv.ts";
import type { JobItem } from "./jobItemStore.ts";

/** A job's results as CSV: one row per pasted line, in pasted order, through the formula guard. */
const COLUMNS = ["line", "user id", "outcome", "status", "error code", "message", "attempts"];

const OUTCOME: Record<JobItemState, string> = {
  waiting: "Not sent",
  sending: "Being sent",
  done: "Done",
  failed: "Failed",
  unknown: "Outcome unknown",
};

function cells(item: JobItem): string[] {
  return [
    item.line,
    item.resolvedId ?? (isEmailText(item.line) ? "" : item.line),
    OUTCOME[item.state],
    item.status === null ? "" : String(item.status),
    item.errorCode ?? "",
    item.message ?? "",
    String(item.attempts),
  ];
}

/** RFC 4180 with CRLF, a header row first; fed batch by batch, so no job is held whole. */
export function resultsCsvStream(batches: AsyncGenerator<JobItem[]>): ReadableStream<Uint8Array> {
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
      controller.enqueue(
        encoder.encode(next.value.map((item) => `${csvRow(cells(item))}\r\n`).join("")),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
