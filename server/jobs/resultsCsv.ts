import type { JobItemState } from "../../src/api/jobs/types.ts";
import { isEmailText } from "../../src/api/users/identity.ts";
import { csvStream } from "../csvStream.ts";
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

/** The CSV, batch by batch (server/csvStream.ts). */
export function resultsCsvStream(batches: AsyncGenerator<JobItem[]>): ReadableStream<Uint8Array> {
  return csvStream(COLUMNS, cells, batches);
}
