/** biome-ignore-all lint/a11y/useSemanticElements: cells of a virtualized table (VirtualTable.tsx), which cannot be a <table>. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { teamActivityCsvUrl, teamActivityOptions } from "../../api/history/activity";
import type { AuditRecord } from "../../api/history/types";
import { formatDateTime } from "../../lib/format";
import { routePath } from "../../lib/routeQuery";
import { Button } from "../../ui/Button";
import { IsolatedText } from "../../ui/IsolatedText";
import { useHashRoute } from "../../ui/useHashRoute";
import { VirtualTable } from "../../ui/VirtualTable";
import { TeamActivityFilters } from "./TeamActivityFilters";
import { filtersOfRoute, serverFilters } from "./teamFilters";
import { teamActivityMessages as text } from "./teamMessages";
import "./activity.css";
import { ReadFailedBanner } from "../../ui/ReadFailedBanner";

function outcomeOf(entry: AuditRecord): string {
  if (entry.outcome === "refused") return text.outcome.refused;
  if (entry.outcome === "unknown" || entry.status === null) return text.outcome.unknown;
  return entry.status < 400 ? text.outcome.succeeded : text.outcome.failed(entry.status);
}

function objectOf(entry: AuditRecord): string {
  const { id, name } = entry.object;
  if (id !== null && name !== null && name !== id) return `${name} (${id})`;
  return id ?? name ?? "";
}

function Cells({ entry }: { entry: AuditRecord }) {
  const person = entry.operator;
  return (
    <>
      <span role="cell">
        <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
      </span>
      <span role="cell">
        {person ? (
          <IsolatedText
            text={
              person.role
                ? `${person.name || person.email} (${person.role})`
                : person.name || person.email
            }
          />
        ) : (
          text.credential
        )}
      </span>
      <span role="cell">
        {entry.label}
        {entry.restoreOf ? ` (${text.restore})` : ""}
      </span>
      <span role="cell" className="mono">
        <IsolatedText text={objectOf(entry)} />
      </span>
      <span role="cell">{outcomeOf(entry)}</span>
      <span role="cell">
        <IsolatedText text={entry.reason ?? ""} />
      </span>
    </>
  );
}

/**
 * Team Activity: the store's audit entries of every person's writes, newest first, filtered by
 * the route's query; more pages as the list scrolls to its end, and the whole filtered set as
 * CSV from the server.
 */
export default function TeamActivityPage() {
  const route = useHashRoute();
  const path = routePath(route);
  const applied = filtersOfRoute(route);
  const asked = serverFilters(applied);
  const query = useInfiniteQuery(teamActivityOptions(asked));
  const entries = useMemo(
    () => query.data?.pages.flatMap((page) => page.entries) ?? [],
    [query.data],
  );
  const filtered = Object.values(applied).some((value) => value !== "");
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nearEnd = useMemo(
    () => (hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined),
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );

  let status: string = text.loading;
  if (query.isFetchingNextPage) status = text.loadingMore;
  else if (query.isSuccess && !query.isFetching)
    status = text.loaded(entries.length, !query.hasNextPage);
  return (
    <section aria-labelledby="activity-heading" className="stack">
      <h1 id="activity-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      {/* Keyed by the route: Back or a link shows the filters of the view it opens. */}
      <TeamActivityFilters key={route} path={path} applied={applied} />
      <div className="team-actions">
        <Button onClick={() => download(teamActivityCsvUrl(asked))}>{text.download}</Button>
      </div>
      <p role="status" className="list-status">
        {query.isError ? "" : status}
      </p>
      {query.isError ? (
        <ReadFailedBanner
          message={text.failed(query.error.message)}
          retryLabel={text.retry}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && entries.length === 0 ? (
        <p>{filtered ? text.emptyFiltered : text.empty}</p>
      ) : null}
      {entries.length > 0 ? (
        <VirtualTable
          label={text.table}
          columns={text.columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          renderCells={(entry) => <Cells entry={entry} />}
          rowHeight={64}
          phoneRowHeight={190}
          onNearEnd={nearEnd}
          busy={query.isFetching}
          className="team-activity-table"
        />
      ) : null}
    </section>
  );
}

/** The server answers the CSV as an attachment: following it downloads, the page stays. */
function download(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.click();
}
