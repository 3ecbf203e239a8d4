/** biome-ignore-all lint/a11y/useSemanticElements: cells of a virtualized table (VirtualTable.tsx), which cannot be a <table>. */
import { useEffect, useId, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { Organization } from "../../api/schemas/organization";
import { isolated } from "../../lib/isolated";
import { Countdown } from "../../ui/Countdown";
import { IsolatedText } from "../../ui/IsolatedText";
import { progressText } from "../../ui/listProgress";
import { PageHeader } from "../../ui/PageHeader";
import { SearchField } from "../../ui/SearchField";
import { Sentence } from "../../ui/Sentence";
import { useLingering } from "../../ui/useLingering";
import { organizationsMessages } from "./messages";
import { NEW_ORGANIZATION_PATH, organizationHash } from "./organizationPath";
import { searchSentence } from "./searchSentence";
import { useOrganizationRows } from "./useOrganizationRows";
import { VirtualTable } from "./VirtualTable";

const text = organizationsMessages.list;
/** Longer than the gap between two waits when the listing is read at 100 a minute. */
const WAIT_LINGER_MS = 3_000;
const deletedText = organizationsMessages.delete.deleted;

/** One organization's cells: its name (a link to its page), display name and id, each isolated. */
export function OrganizationCells(organization: Organization) {
  return (
    <>
      <span role="cell">
        <a href={organizationHash(organization.id)} className="mono">
          <IsolatedText text={organization.name} />
        </a>
      </span>
      <span role="cell">
        {organization.display_name === undefined ? null : (
          <IsolatedText text={organization.display_name} />
        )}
      </span>
      <span role="cell" className="mono muted">
        <IsolatedText text={organization.id} />
      </span>
    </>
  );
}

interface Props {
  client: ApiClient;
  /** Why this token cannot list organizations; nothing is sent while set. */
  blockedBy: string | undefined;
  canCreate: boolean;
  /** The name of the organization whose delete landed here, if one did. */
  deleted?: string | undefined;
}

/** The tenant's organizations, virtualized over checkpoint paging, with a whole-tenant filter. */
export function OrganizationList({ client, blockedBy, canCreate, deleted }: Props) {
  const headingId = useId();
  const tableId = useId();
  const [filter, setFilter] = useState("");
  // Filled after the first render: a live region that arrives with its text is not announced.
  const [news, setNews] = useState("");
  useEffect(() => setNews(deleted === undefined ? "" : deletedText(isolated(deleted))), [deleted]);
  const { filtering, settling, term, rows, search, listing, loadMore } = useOrganizationRows(
    client,
    filter,
    blockedBy === undefined,
  );

  const progress = progressText(
    {
      loaded: listing.data?.pages.reduce((sum, page) => sum + page.organizations.length, 0) ?? 0,
      started: listing.data !== undefined,
      hasMore: listing.hasNextPage,
      failed: listing.isError,
    },
    text.progress,
  );
  // While a filter is set, the status says what the search found and how far it read instead.
  const searchText = settling ? text.filter.lookingUp : searchSentence(search, term);
  // One button in one place: Stop becomes Search on (or Search again after a failure), so focus
  // stays on it instead of falling to the page when the button it was on goes away.
  const ended = filtering && (search.state.kind === "stopped" || search.state.kind === "failed");
  const action = settling
    ? undefined
    : search.stop
      ? { label: text.filter.stop, run: search.stop }
      : ended
        ? {
            label: search.state.kind === "stopped" ? text.filter.searchOn : text.filter.retry,
            run: search.retry,
          }
        : undefined;
  // At the service's rate a wait comes every second or two: the notice stays up between them.
  const limited =
    useLingering(search.resumeAt !== undefined, WAIT_LINGER_MS) && search.stop !== undefined;
  const searching =
    filtering && (settling || search.stop !== undefined || search.state.kind === "looking-up");

  return (
    <section aria-labelledby={headingId} className="organizations stack">
      <PageHeader
        headingId={headingId}
        heading={text.heading}
        aside={
          canCreate ? (
            <a className="button primary" href={`#${NEW_ORGANIZATION_PATH}`}>
              {text.create}
            </a>
          ) : null
        }
      >
        <p>{text.intro}</p>
      </PageHeader>
      {blockedBy ? <p className="banner warning">{blockedBy}.</p> : null}
      <p role="status" className={news ? "banner success" : "visually-hidden"}>
        <Sentence text={news} />
      </p>
      <SearchField
        label={text.filter.label}
        hint={text.filter.hint}
        className="organization-filter"
        value={filter}
        onChange={setFilter}
        // Only while the table is there: aria-controls must name an element on the page.
        controls={rows.length > 0 ? tableId : undefined}
        disabled={blockedBy !== undefined}
      />
      <div className="organization-search">
        <p role="status" className="list-status">
          {filtering ? <Sentence text={searchText} /> : progress}
        </p>
        {action ? (
          <button type="button" onClick={action.run}>
            {action.label}
          </button>
        ) : null}
      </div>
      <p className={limited ? "banner warning organization-wait" : "visually-hidden"}>
        {/* Always present, so the limit is announced when it starts; not the countdown, which
            would be read out every second. */}
        <span aria-live="polite">{limited ? text.filter.rateLimited : ""}</span>
        {limited && search.resumeAt !== undefined ? (
          <>
            {" "}
            {text.filter.nextPageIn} <Countdown until={search.resumeAt} />.
          </>
        ) : null}
      </p>
      {listing.isError ? (
        <div className="banner error" role="alert">
          <p>
            {text.failed} <IsolatedText text={describeApiError(listing.error)} />
          </p>
          <button type="button" onClick={() => void listing.refetch()}>
            {text.retry}
          </button>
        </div>
      ) : null}
      {listing.data && !filtering && rows.length === 0 ? <p>{text.empty}</p> : null}
      {rows.length > 0 ? (
        <VirtualTable
          id={tableId}
          label={text.table}
          columns={text.columns}
          rows={rows}
          rowKey={(organization) => organization.id}
          renderCells={OrganizationCells}
          rowHeight={44}
          phoneRowHeight={84}
          onNearEnd={filtering ? undefined : loadMore}
          busy={filtering ? searching : listing.isFetching}
          className="organization-table"
        />
      ) : null}
    </section>
  );
}
