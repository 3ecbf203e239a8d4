import { memo, useMemo } from "react";
import { plural } from "../../lib/plural";
import { CopyButton } from "../../ui/CopyButton";
import { IsolatedText } from "../../ui/IsolatedText";
import type { BatchItem, BatchSnapshot } from "./batchQueue";
import { downloadText } from "./downloadText";
import { csvFileName, resultsCsv, STATUS_TEXT } from "./resultsCsv";

const ResultRow = memo(function ResultRow({ item }: { item: BatchItem }) {
  return (
    <tr className={`status-${item.status}`}>
      <td className="mono">
        <IsolatedText text={item.userId} />
      </td>
      <td>{STATUS_TEXT[item.status]}</td>
      <td>
        <IsolatedText text={item.message} />
      </td>
      <td>
        {item.finishedAt === undefined ? null : (
          <time dateTime={new Date(item.finishedAt).toISOString()}>
            {new Date(item.finishedAt).toLocaleTimeString()}
          </time>
        )}
      </td>
    </tr>
  );
});

interface BatchResultsProps {
  snapshot: BatchSnapshot;
  connection: string;
  onRetryFailed: () => void;
  onResendUnknown: () => void;
  onSendNotSent: () => void;
}

/** Per-user outcome with the tenant's message; the follow-up runs; CSV to keep or share. */
export function BatchResults({
  snapshot,
  connection,
  onRetryFailed,
  onResendUnknown,
  onSendNotSent,
}: BatchResultsProps) {
  const { items, counts, phase } = snapshot;
  const settled = phase === "finished" || phase === "cancelled" || phase === "stopped";
  // Built once the run settles, not on every answer while it runs.
  const csv = useMemo(
    () => (settled ? resultsCsv(connection, items) : ""),
    [settled, connection, items],
  );
  return (
    <section aria-labelledby="batch-results-heading" className="batch-results">
      <h2 id="batch-results-heading">Results</h2>
      {settled ? (
        <div className="actions">
          {counts.failed > 0 ? (
            <button type="button" className="primary" onClick={onRetryFailed}>
              Retry failed
            </button>
          ) : null}
          {counts.notSent > 0 ? (
            <button type="button" onClick={onSendNotSent}>
              Send the {plural(counts.notSent, "user")} not sent
            </button>
          ) : null}
          <CopyButton text={csv} label="Copy CSV" />
          <button
            type="button"
            onClick={() =>
              downloadText(csv, csvFileName(connection, new Date()), "text/csv;charset=utf-8")
            }
          >
            Download CSV
          </button>
        </div>
      ) : null}
      {settled && counts.unknown > 0 ? (
        <div className="banner warning">
          <p>
            For {plural(counts.unknown, "user")} the connection failed before the tenant answered:
            their assessments may or may not have been cleared, and the console does not send them
            again by itself. Clearing twice does no harm.
          </p>
          <button type="button" onClick={onResendUnknown}>
            Send again the {plural(counts.unknown, "user")} with unknown outcome
          </button>
        </div>
      ) : null}
      <table className="batch-table">
        <caption className="visually-hidden">Outcome per user in {connection}</caption>
        <thead>
          <tr>
            <th scope="col">User id</th>
            <th scope="col">Result</th>
            <th scope="col">Message</th>
            <th scope="col">Finished at</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ResultRow key={item.userId} item={item} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
