import { memo, useId, useMemo, useState } from "react";
import { PROBLEM_HEADLINE } from "../../forms/riskAssessmentBatch/failureKind";
import { downloadText } from "../../lib/downloadText";
import { plural } from "../../lib/plural";
import { CopyButton } from "../../ui/CopyButton";
import { IsolatedText } from "../../ui/IsolatedText";
import type { BatchItem, BatchSnapshot } from "./batchQueue";
import { type ResultFilter, resultsToShow } from "./resultOrder";
import { csvFileName, resultsCsv, STATUS_TEXT } from "./resultsCsv";

const ResultRow = memo(function ResultRow({ item }: { item: BatchItem }) {
  const headline = item.permanent === undefined ? undefined : PROBLEM_HEADLINE[item.permanent];
  return (
    <tr className={`status-${item.status}`}>
      <td className="mono user-id" data-label="User id">
        <IsolatedText text={item.userId} />
      </td>
      <td className="result" data-label="Result">
        <span>
          {STATUS_TEXT[item.status]}
          {item.permanent === undefined ? null : <span className="tag">not retried</span>}
        </span>
      </td>
      <td data-label="Message">
        {headline === undefined ? null : <strong className="headline">{headline}</strong>}
        {/* Left empty when there is nothing to say, so a phone's card hides the cell. */}
        {item.message === "" ? null : <IsolatedText text={item.message} />}
      </td>
      <td data-label="Finished at">
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

/** Per-user outcome with the tenant's message, failures first; the follow-up runs; CSV. */
export function BatchResults({
  snapshot,
  connection,
  onRetryFailed,
  onResendUnknown,
  onSendNotSent,
}: BatchResultsProps) {
  const { items, counts, phase } = snapshot;
  const [filter, setFilter] = useState<ResultFilter>("all");
  const filterName = useId();
  const settled = phase === "finished" || phase === "cancelled" || phase === "stopped";
  // Built once the run settles, not on every answer while it runs.
  const csv = useMemo(
    () => (settled ? resultsCsv(connection, items) : ""),
    [settled, connection, items],
  );
  const shown = useMemo(() => resultsToShow(items, filter), [items, filter]);
  const permanent = counts.failed - counts.retryable;
  const choices: readonly [ResultFilter, string, number][] = [
    ["all", "All", counts.total],
    ["failed", "Failed", counts.failed],
    ["cleared", "Cleared", counts.cleared],
  ];
  return (
    <section aria-labelledby="batch-results-heading" className="batch-results">
      <h2 id="batch-results-heading">Results</h2>
      {settled ? (
        <div className="actions">
          {counts.retryable > 0 ? (
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
      {settled && permanent > 0 ? (
        <p className="field-hint">
          {plural(permanent, "failure")} marked “not retried” would fail the same way again (the
          user or the connection does not exist, the user is not in the connection, or the input was
          refused): correct the list and start a new batch for them.
        </p>
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
      <fieldset className="result-filter">
        <legend>Show</legend>
        {choices.map(([value, label, count]) => (
          <label key={value}>
            <input
              type="radio"
              name={filterName}
              value={value}
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            {label} ({count})
          </label>
        ))}
      </fieldset>
      <table className="batch-table cards-on-phone">
        <caption className="visually-hidden">
          {connection ? `Outcome per user in ${connection}` : "Outcome per user"}
        </caption>
        <thead>
          <tr>
            <th scope="col">User id</th>
            <th scope="col">Result</th>
            <th scope="col">Message</th>
            <th scope="col">Finished at</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((item) => (
            <ResultRow key={item.userId} item={item} />
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p>No {filter} users in this batch.</p> : null}
    </section>
  );
}
