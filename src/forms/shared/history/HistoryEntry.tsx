import { useId } from "react";
import type { AuditRecord } from "../../../api/history/types";
import { formatDateTime } from "../../../lib/format";
import { ExplainedButton } from "../../../ui/ExplainedButton";
import { IsolatedText } from "../../../ui/IsolatedText";
import { FieldChanges } from "./FieldChanges";
import { historyMessages } from "./historyMessages";

const text = historyMessages.entry;

/** What became of a write that did not succeed; null for one that did. */
function outcomeOf(entry: AuditRecord): string | null {
  if (entry.outcome === "refused") return text.refused;
  if (entry.outcome === "unknown") return text.unknown;
  if (entry.status !== null && entry.status >= 300) return text.failed(entry.status);
  return null;
}

/** "Ada Lovelace (administrator)", or the server's own credential when nobody signed in. */
export function Who({
  operator,
  withRole = true,
}: {
  operator: AuditRecord["operator"];
  withRole?: boolean;
}) {
  if (operator === null) return <>{text.noOperator}</>;
  return (
    <>
      <IsolatedText text={operator.name || operator.email} />
      {withRole ? ` (${text.role(operator.role)})` : null}
    </>
  );
}

export function EntryTime({ at }: { at: string }) {
  const ms = Date.parse(at);
  return <time dateTime={at}>{Number.isNaN(ms) ? at : formatDateTime(ms)}</time>;
}

interface RestoreAction {
  blockedBy: string | undefined;
  onOpen: () => void;
}

interface HistoryEntryProps {
  entry: AuditRecord;
  /** Restore this version, on an entry with a version of a kind that can be restored. */
  restore?: RestoreAction | undefined;
}

function RestoreButton({ restore }: { restore: RestoreAction }) {
  return (
    <div className="history-actions">
      <ExplainedButton type="button" reason={restore.blockedBy} onClick={restore.onOpen}>
        {historyMessages.restore.open}
      </ExplainedButton>
    </div>
  );
}

/** One write: what, who and when, why, how it ended, and each setting before → after. */
export function HistoryEntry({ entry, restore }: HistoryEntryProps) {
  const headingId = useId();
  const outcome = outcomeOf(entry);
  return (
    <li>
      <article aria-labelledby={headingId} className="history-entry">
        <h3 id={headingId}>{entry.label}</h3>
        <p className="history-meta">
          {text.by}
          <Who operator={entry.operator} />, <EntryTime at={entry.at} />
        </p>
        {entry.restoreOf === null ? null : <p>{text.restore}</p>}
        {entry.reason ? (
          <p className="history-reason">
            {text.reason}
            <IsolatedText text={entry.reason} />
          </p>
        ) : null}
        {outcome === null ? null : <p className="history-outcome">{outcome}</p>}
        {entry.changes.length > 0 ? <FieldChanges changes={entry.changes} /> : null}
        {restore ? <RestoreButton restore={restore} /> : null}
      </article>
    </li>
  );
}

/**
 * The settings as they were before the oldest recorded change (read just before it), so that
 * change can be undone too: its own region below the list, not an entry, as no write made it.
 */
export function FirstVersion({ oldest, restore }: { oldest: AuditRecord; restore: RestoreAction }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="history-entry history-first">
      <h3 id={headingId}>{text.firstHeading}</h3>
      <p className="history-meta">
        {text.firstBefore}
        {oldest.label} {text.by.toLowerCase()}
        <Who operator={oldest.operator} />, <EntryTime at={oldest.at} />.
      </p>
      <RestoreButton restore={restore} />
    </section>
  );
}
