import { useId, useMemo, useState } from "react";
import { formatNumber } from "../../../lib/format";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { type BatchSnapshot, isSettled } from "../batch/batchTypes";
import type { Keeping } from "../batch/keptBatch";
import { batchResultsMessages } from "../messages";
import { CsvActions } from "./CsvActions";
import { ResultsTable } from "./ResultsTable";
import { type ResultFilter, resultsToShow } from "./resultOrder";
import { csvFileName } from "./resultsCsv";
import { useResultsCsv } from "./useResultsCsv";

const text = batchResultsMessages.results;
const keptText = batchResultsMessages.kept;

interface BatchResultsProps {
  snapshot: BatchSnapshot;
  connection: string;
  onRetryFailed: () => void;
  onResendUnknown: () => void;
  onSendNotSent: () => void;
  /** Forgets the results, here and as kept for the tab. */
  onDismiss: () => void;
  /** Whether the results outlive the page, and whole. */
  keeping: Keeping | undefined;
}

/** Per-user outcome with the tenant's message, failures first; the follow-up runs; CSV. */
export function BatchResults({
  snapshot,
  connection,
  onRetryFailed,
  onResendUnknown,
  onSendNotSent,
  onDismiss,
  keeping,
}: BatchResultsProps) {
  const { items, version, counts, phase } = snapshot;
  const [filter, setFilter] = useState<ResultFilter>("all");
  const filterName = useId();
  const settled = isSettled(phase);
  const csv = useResultsCsv(settled, version, connection, items);
  // `items` is the queue's live list; `version` says when it changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the list's content
  const shown = useMemo(() => resultsToShow(items, filter), [items, version, filter]);
  const permanent = counts.failed - counts.retryable;
  // The list itself never changes length or lines, only its items' outcomes.
  const withEmails = useMemo(() => items.some((item) => item.email !== undefined), [items]);
  const choices: readonly [ResultFilter, number][] = [
    ["all", counts.total],
    ["failed", counts.failed],
    ["cleared", counts.cleared],
  ];
  return (
    <section aria-labelledby="batch-results-heading" className="batch-results">
      <h2 id="batch-results-heading">{text.heading}</h2>
      {settled ? (
        <div className="actions">
          {counts.retryable > 0 ? (
            <Button variant="primary" onClick={onRetryFailed}>
              {text.retryFailed}
            </Button>
          ) : null}
          {counts.notSent > 0 ? (
            <Button onClick={onSendNotSent}>{text.sendNotSent(counts.notSent)}</Button>
          ) : null}
          <CsvActions csv={csv} fileName={() => csvFileName(connection, new Date())} />
          <Button onClick={onDismiss}>{text.dismiss}</Button>
        </div>
      ) : null}
      {settled ? <p className="field-hint">{text.csvOrder}</p> : null}
      {settled && keeping?.kept === false ? (
        <Banner as="p" tone="warning">
          {keptText.notKept}
        </Banner>
      ) : null}
      {settled && keeping?.kept && keeping.omitted > 0 ? (
        <Banner as="p" tone="warning">
          {keptText.omitted(keeping.omitted, counts.total - keeping.omitted)}
        </Banner>
      ) : null}
      {settled && permanent > 0 ? (
        <p className="field-hint">{text.permanentHint(permanent)}</p>
      ) : null}
      {settled && counts.unknown > 0 ? (
        <Banner tone="warning">
          <p>{text.unknownBanner(counts.unknown)}</p>
          <Button onClick={onResendUnknown}>{text.resendUnknown(counts.unknown)}</Button>
        </Banner>
      ) : null}
      <fieldset className="result-filter">
        <legend>{text.filterLegend}</legend>
        {choices.map(([value, count]) => (
          <label key={value}>
            <input
              type="radio"
              name={filterName}
              value={value}
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            {text.filterChoice(text.filters[value], formatNumber(count))}
          </label>
        ))}
      </fieldset>
      <ResultsTable shown={shown} connection={connection} withEmails={withEmails} />
      {shown.length === 0 ? <p>{text.none(filter)}</p> : null}
    </section>
  );
}
