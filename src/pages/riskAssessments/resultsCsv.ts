import { toCsv } from "../../lib/csv";
import type { BatchItem, BatchStatus } from "./batchQueue";

export const CSV_COLUMNS = ["user_id", "connection", "status", "message", "finished_at"] as const;

export const STATUS_TEXT: Record<BatchStatus, string> = {
  waiting: "waiting",
  sending: "sending",
  cleared: "cleared",
  failed: "failed",
  unknown: "unknown outcome",
  "not-sent": "not sent",
};

/** RFC 4180: CRLF line ends, a header row; finished_at in ISO 8601 UTC for other tools. */
export function resultsCsv(connection: string, items: readonly BatchItem[]): string {
  const rows = items.map((item) => [
    item.userId,
    item.connection ?? connection,
    STATUS_TEXT[item.status],
    item.message,
    item.finishedAt === undefined ? "" : new Date(item.finishedAt).toISOString(),
  ]);
  return toCsv(CSV_COLUMNS, rows);
}

export function csvFileName(connection: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  // A batch that read each user's connection has no one name for the file.
  return connection
    ? `risk-assessments-${connection}-${stamp}.csv`
    : `risk-assessments-${stamp}.csv`;
}
