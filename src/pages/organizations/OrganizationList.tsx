/** biome-ignore-all lint/a11y/useSemanticElements: cells of a virtualized table (VirtualTable.tsx), which cannot be a <table>. */

import { useEffect, useId, useRef, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { Organization } from "../../api/schemas/organization";
import { isolated } from "../../lib/isolated";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { IsolatedText } from "../../ui/IsolatedText";
import { progressText } from "../../ui/listProgress";
import { PageHeader } from "../../ui/PageHeader";
import { SearchField } from "../../ui/SearchField";
import { Sentence } from "../../ui/Sentence";
import { VirtualTable } from "../../ui/VirtualTable";
import { organizationsMessages } from "./messages";
import { NEW_ORGANIZATION_PATH, organizationHash } from "./organizationPath";
import { SearchControls, searchAction } from "./SearchControls";
import { searchSentence } from "./searchSentence";
import { useOrganizationRows } from "./useOrganizationRows";

const text = organizationsMessages.list;
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
  const newsRef = useRef<HTMLParagraphElement>(null);
  // The page of the organization deleted took the focus with it: the news of it takes it.
  useEffect(() => {
    if (news !== "") newsRef.current?.focus();
  }, [news]);
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
  const action = settling ? undefined : searchAction(search, filtering, text.filter);
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
      {blockedBy ? (
        <Banner as="p" tone="warning">
          {blockedBy}.
        </Banner>
      ) : null}
      {/* Raw, not <Banner>: one live region, drawn as a banner only while it has something to say. */}
      <p
        role="status"
        className={news ? "banner success" : "visually-hidden"}
        ref={newsRef}
        tabIndex={-1}
      >
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
      <SearchControls
        filtering={filtering}
        sentence={searchText}
        progress={progress}
        action={action}
        resumeAt={search.resumeAt}
        readingOn={search.stop !== undefined}
        rateLimited={text.filter.rateLimited}
        nextPageIn={text.filter.nextPageIn}
      />
      {listing.isError ? (
        <Banner tone="error" role="alert">
          <p>
            {text.failed} <IsolatedText text={describeApiError(listing.error)} />
          </p>
          <Button onClick={() => void listing.refetch()}>{text.retry}</Button>
        </Banner>
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
