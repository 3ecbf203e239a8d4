import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { deletedOptions } from "../../api/history/deleted";
import type { DeletedRecord } from "../../api/history/types";
import { formatDateTime } from "../../lib/format";
import { isolated } from "../../lib/isolated";
import { Button } from "../../ui/Button";
import { ExplainedButton } from "../../ui/ExplainedButton";
import { IsolatedText } from "../../ui/IsolatedText";
import { plainText } from "../../ui/sentenceParts";
import { useNearEnd } from "../../ui/useNearEnd";
import { recentlyDeletedMessages as text } from "./messages";
import { RestoreDialog } from "./RestoreDialog";
import { useRestoreBlocked } from "./useRestoreBlocked";
import "./recentlyDeleted.css";
import { ReadFailedBanner } from "../../ui/ReadFailedBanner";

/**
 * Recently deleted: what the console's server captured before each DELETE, newest first, with
 * Restore on each. More pages load as the list's end scrolls into view (or on Load more).
 */
export default function RecentlyDeletedPage() {
  const query = useInfiniteQuery(deletedOptions());
  const blocked = useRestoreBlocked();
  const [restoring, setRestoring] = useState<DeletedRecord>();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const more = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const endRef = useNearEnd(more ? () => void query.fetchNextPage() : undefined);
  const loading = query.isPending || query.isFetchingNextPage;

  let status: string = text.loading;
  if (query.isFetchingNextPage) status = text.loadingMore;
  else if (!query.isFetching) status = text.loaded(entries.length, !query.hasNextPage);
  return (
    <section aria-labelledby="recently-deleted-heading" className="stack recently-deleted">
      <h1 id="recently-deleted-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      <p role="status" className="list-status">
        {query.isError && entries.length === 0 ? "" : status}
      </p>
      {query.isError ? (
        <ReadFailedBanner
          message={text.failed(query.error.message)}
          retryLabel={text.retry}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && !query.isFetching && entries.length === 0 ? <p>{text.empty}</p> : null}
      {entries.length > 0 ? (
        <table className="deleted-table cards-on-phone" aria-busy={loading}>
          <caption className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.kind}</th>
              <th scope="col">{text.columns.name}</th>
              <th scope="col">{text.columns.id}</th>
              <th scope="col">{text.columns.by}</th>
              <th scope="col">{text.columns.at}</th>
              <th scope="col">{text.columns.reason}</th>
              <th scope="col">
                <span className="visually-hidden">{text.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <DeletedRow
                key={entry.entryId}
                entry={entry}
                blockedBy={blocked[entry.object.type]}
                onRestore={() => setRestoring(entry)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {query.hasNextPage ? (
        <div className="actions" ref={endRef}>
          <Button disabled={!more} onClick={() => void query.fetchNextPage()}>
            {text.loadMore}
          </Button>
        </div>
      ) : null}
      {restoring ? (
        <RestoreDialog entry={restoring} onClose={() => setRestoring(undefined)} />
      ) : null}
    </section>
  );
}

interface RowProps {
  entry: DeletedRecord;
  blockedBy: string | undefined;
  onRestore: () => void;
}

function DeletedRow({ entry, blockedBy, onRestore }: RowProps) {
  const name = entry.object.name ?? entry.object.id;
  const by = entry.operator;
  return (
    <tr>
      <td data-label={text.columns.kind}>{text.kind[entry.object.type]}</td>
      <td data-label={text.columns.name}>
        <IsolatedText text={name} />
      </td>
      <td className="mono" data-label={text.columns.id}>
        <IsolatedText text={entry.object.id} />
      </td>
      <td data-label={text.columns.by}>
        {by ? <IsolatedText text={by.name || by.email} /> : text.unknownPerson}
        {by?.role ? <span className="deleted-role"> ({by.role})</span> : null}
      </td>
      <td data-label={text.columns.at}>
        <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
      </td>
      <td data-label={text.columns.reason}>
        {entry.reason ? <IsolatedText text={entry.reason} /> : text.noReason}
      </td>
      <td data-label={text.columns.actions}>
        <ExplainedButton
          type="button"
          reason={blockedBy}
          aria-label={plainText(text.restoreLabel(isolated(name)))}
          onClick={onRestore}
        >
          {text.restore}
        </ExplainedButton>
      </td>
    </tr>
  );
}
