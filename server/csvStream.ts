import { csvRow } from "../src/lib/csv.ts";

/**
 * RFC 4180 with CRLF, a header row first, fed batch by batch so no set is held whole (team
 * Activity's CSV, a job's results). Cells go through the formula guard of src/lib/csv.ts.
 */
export function csvStream<T>(
  columns: readonly string[],
  cells: (row: T) => string[],
  batches: AsyncGenerator<T[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let header = true;
  return new ReadableStream({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(`${csvRow(columns)}\r\n`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(next.value.map((row) => `${csvRow(cells(row))}\r\n`).join("")),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
