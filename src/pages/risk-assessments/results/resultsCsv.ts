import { csvRow, toCsv } from "../../../lib/csv";
import type { BatchItem, BatchStatus } from "../batch/batchTypes";

const CSV_COLUMNS = ["user_id", "connection", "status", "message", "finished_at"] as const;
/** A batch with emails adds `email` last: a reader of the other columns reads what it did. */
const CSV_COLUMNS_WITH_EMAILS = [...CSV_COLUMNS, "email"] as const;

const hasEmails = (items: readonly BatchItem[]) => items.some((item) => item.email !== undefined);

/** The user id a row is about: the pasted id, or the one an email was read as ("" if none). */
export function userIdOf(item: BatchItem): string {
  return item.email === undefined ? item.userId : (item.resolvedUserId ?? "");
}

export const STATUS_TEXT: Record<BatchStatus, string> = {
  waiting: "waiting",
  sending: "sending",
  cleared: "cleared",
  failed: "failed",
  unknown: "unknown outcome",
  "not-sent": "not sent",
};

function rowOf(connection: string, item: BatchItem, withEmails: boolean): string[] {
  const row = [
    userIdOf(item),
    item.connection ?? connection,
    STATUS_TEXT[item.status],
    item.message,
    item.finishedAt === undefined ? "" : new Date(item.finishedAt).toISOString(),
  ];
  return withEmails ? [...row, item.email ?? ""] : row;
}

/** RFC 4180: CRLF line ends, a header row; finished_at in ISO 8601 UTC for other tools. */
export function resultsCsv(connection: string, items: readonly BatchItem[]): string {
  const withEmails = hasEmails(items);
  return toCsv(
    withEmails ? CSV_COLUMNS_WITH_EMAILS : CSV_COLUMNS,
    items.map((item) => rowOf(connection, item, withEmails)),
  );
}

/** Rows written between two yields: a few milliseconds of work on a slow phone. */
const CHUNK_ROWS = 250;

/** Lets the browser paint and answer input between two chunks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The same text as `resultsCsv`, written a chunk of rows at a time with the event loop free in
 * between: 5,000 rows written at once are a task long enough to freeze the page. Rejects with
 * an AbortError when `signal` aborts (the results changed).
 */
export async function resultsCsvInChunks(
  connection: string,
  items: readonly BatchItem[],
  signal?: AbortSignal,
  yieldNow: () => Promise<void> = nextTask,
): Promise<string> {
  const withEmails = hasEmails(items);
  const lines = [csvRow(withEmails ? CSV_COLUMNS_WITH_EMAILS : CSV_COLUMNS)];
  for (let start = 0; start < items.length; start += CHUNK_ROWS) {
    if (start > 0) await yieldNow();
    signal?.throwIfAborted();
    for (const item of items.slice(start, start + CHUNK_ROWS)) {
      lines.push(csvRow(rowOf(connection, item, withEmails)));
    }
  }
  lines.push("");
  return lines.join("\r\n");
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
