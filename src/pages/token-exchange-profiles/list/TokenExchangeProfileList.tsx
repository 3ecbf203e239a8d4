import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { ApiClient } from "../../../api/client";
import type { ConsoleRole } from "../../../api/consoleRoles";
import { LIMITS } from "../../../api/schemas/limits";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { writeScopeProblem } from "../../../api/writeScope";
import { formatNumber } from "../../../lib/format";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { Countdown } from "../../../ui/Countdown";
import { progressText } from "../../../ui/listProgress";
import { NewItemLink } from "../../../ui/NewItemLink";
import { useHashRoute } from "../../../ui/useHashRoute";
import { detailsHash, detailsIdFromPath, LIST_PATH, NEW_PATH } from "../details/detailsRoute";
import { LazyProfileDetails, usePreloadDetails } from "../details/LazyProfileDetails";
import { useDetailsProfile } from "../details/useDetailsProfile";
import { GridSkeleton } from "../grid/GridSkeleton";
import { TokenExchangeProfileGrid } from "../grid/TokenExchangeProfileGrid";
import { FirstPageError } from "./FirstPageError";
import {
  filterTokenExchangeProfiles,
  normalizeFilter,
  searchText,
} from "./filterTokenExchangeProfiles";
import { listTrailer } from "./ListTrailer";
import { LoadCancelled } from "./LoadCancelled";
import { PageSizeSelect } from "./PageSizeSelect";
import { readPageSize, writePageSize } from "./pageSizeSetting";
import { TokenExchangeProfileFilter } from "./TokenExchangeProfileFilter";
import { useTokenExchangeProfilePages } from "./useTokenExchangeProfilePages";
import "../profiles.css";
import "../profileLifecycle.css";
import { takeNews } from "../../../lib/news";
import { WriteNews } from "../../../ui/WriteNews";
import { tokenExchangeProfilesMessages as text } from "../messages";
import { useActionNames } from "./useActionNames";

const HEADING_ID = "profiles-heading";
const GRID_ID = "profiles-grid";
const KEYS_HINT_ID = "profiles-keys-hint";
const CURSOR_HOURS = LIMITS.cursorValidityMs / 3_600_000;

interface TokenExchangeProfileListProps {
  client: ApiClient;
  /** The connected token's scopes. */
  scopes: readonly string[];
  /** The signed-in person's role (null: none); undefined when a token connects. */
  role?: ConsoleRole | null | undefined;
}

export function TokenExchangeProfileList({ client, scopes, role }: TokenExchangeProfileListProps) {
  const [take, setTake] = useState(readPageSize);
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const detailsId = detailsIdFromPath(useHashRoute());
  /** The search the user cancelled (see searchKey); another search starts afresh. */
  const [stoppedSearch, setStoppedSearch] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // What the last write did: left by New profile, or a delete; it takes the focus after a delete.
  const [news, setNews] = useState(() => ({ text: takeNews(LIST_PATH) ?? "", focus: 0 }));
  const [restartsSeen, setRestartsSeen] = useState(0);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restartNoticeRef = useRef<HTMLDivElement>(null);

  const list = useTokenExchangeProfilePages(client, take);
  const actionNames = useActionNames(client, scopes, list.profiles.length > 0);
  const { resumeAt } = list;
  const needle = normalizeFilter(deferredFilter);
  const filtering = needle !== "";
  const rows = useMemo(
    () => filterTokenExchangeProfiles(list.profiles, deferredFilter),
    [list.profiles, deferredFilter],
  );
  const selected =
    detailsId === undefined ? undefined : list.profiles.find((profile) => profile.id === detailsId);

  // A filter reads on through the tenant's pages until the end (or a failure, or Cancel
  // search). A details address does not: its profile is read by id (useDetailsProfile).
  const searchKey = filtering ? `filter:${needle}` : null;
  const details = useDetailsProfile(client, detailsId, selected);
  const searchStopped = searchKey !== null && stoppedSearch === searchKey && list.hasMore;
  const searching =
    searchKey !== null &&
    !searchStopped &&
    list.hasMore &&
    list.loadMoreFailure === null &&
    list.firstPageError === null &&
    !list.cancelled;
  const { loadMore } = list;
  const loaded = list.profiles.length;
  usePreloadDetails(loaded > 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page that arrives (loaded) or request that ends (fetching) asks for the next one.
  useEffect(() => {
    if (searching && !list.pending) loadMore();
  }, [searching, loaded, list.fetching, list.pending]);
  const restartNotice = list.automaticRestarts > restartsSeen;

  // The rows the user was on are going away: the notice says why, so focus goes there.
  useEffect(() => {
    if (list.automaticRestarts === 0) return;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || !focused.isConnected;
    if (lost || document.getElementById(GRID_ID)?.contains(focused)) {
      restartNoticeRef.current?.focus();
    }
  }, [list.automaticRestarts]);

  const applyTake = (next: number) => {
    writePageSize(next);
    setTake(next);
  };
  const onCopied = useCallback((message: string) => setAnnouncement(message), []);
  // The URL holds the open profile: Back closes the drawer, a link opens it.
  const onSelect = useCallback((profile: TokenExchangeProfile) => {
    window.location.hash = detailsHash(profile.id);
  }, []);
  const closeDetails = () => {
    window.location.hash = `#${LIST_PATH}`;
  };
  // However the drawer closed (Close details, Escape, Back), focus that was in it goes back to
  // the profile's row, or to the grid when the row is filtered out or scrolled away.
  const shownDetails = useRef(detailsId);
  useEffect(() => {
    const closed = shownDetails.current;
    shownDetails.current = detailsId;
    if (closed === undefined || detailsId !== undefined) return;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused.isConnected) return;
    const grid = document.getElementById(GRID_ID);
    const row = [...(grid?.querySelectorAll<HTMLElement>('[role="row"]') ?? [])].find(
      (element) => element.dataset.profileId === closed,
    );
    (row ?? grid ?? headingRef.current)?.focus();
  }, [detailsId]);
  const onNearEnd = () => {
    if (!filtering) list.loadMore();
  };
  // Both take away the element that had focus: the grid, or the notice's own button.
  const restartByHand = () => {
    list.restart();
    headingRef.current?.focus();
  };
  const dismissRestartNotice = () => {
    setRestartsSeen(list.automaticRestarts);
    (document.getElementById(GRID_ID) ?? headingRef.current)?.focus();
  };

  const started = !list.pending && !list.cancelled && list.firstPageError === null;
  const empty = started && list.profiles.length === 0 && !list.hasMore;
  const trailer = started
    ? listTrailer(list, searchStopped, () => setStoppedSearch(null), restartByHand)
    : null;
  const gridShown = started && !empty && (rows.length > 0 || trailer !== null);

  return (
    <section aria-labelledby={HEADING_ID} className="profiles">
      <div className="page-header">
        <h1 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
          {text.heading}
        </h1>
        <NewItemLink
          href={`#${NEW_PATH}`}
          label={text.newProfile.link}
          problem={writeScopeProblem(scopes, "createTokenExchangeProfile", role)}
        />
      </div>
      <p className="profiles-intro">{text.intro(formatNumber(take))}</p>
      <div className="profiles-toolbar">
        <TokenExchangeProfileFilter
          value={filter}
          onChange={setFilter}
          controls={gridShown ? GRID_ID : undefined}
          progress={
            filtering && started
              ? searchText({
                  matches: rows.length,
                  searched: loaded,
                  searching,
                  complete: !list.hasMore,
                })
              : ""
          }
          onCancel={searching ? () => setStoppedSearch(searchKey) : undefined}
        />
        <PageSizeSelect take={take} onApply={applyTake} />
      </div>

      <p role="status" className="profiles-progress">
        {progressText(
          {
            loaded: list.profiles.length,
            started,
            hasMore: list.hasMore,
            failed: list.firstPageError !== null || list.cancelled,
          },
          text.progress,
        )}
      </p>

      <WriteNews text={news.text} focusKey={news.focus} />
      <div className={resumeAt === undefined ? "notice-slot" : "notice-slot banner warning"}>
        <p aria-live="polite" className="notice-text">
          {resumeAt === undefined ? "" : text.rateLimited}
        </p>
        {resumeAt === undefined ? null : (
          <p className="notice-text">
            {text.resumingIn} <Countdown until={resumeAt} />
          </p>
        )}
      </div>
      <div aria-live="polite" className="notice-slot">
        {restartNotice ? (
          <Banner tone="warning" ref={restartNoticeRef} tabIndex={-1}>
            <p className="notice-text">{text.restarted(CURSOR_HOURS)}</p>
            <Button onClick={dismissRestartNotice}>{text.dismiss}</Button>
          </Banner>
        ) : null}
      </div>

      {list.firstPageError !== null ? (
        <FirstPageError error={list.firstPageError} scopes={scopes} onRetry={list.retry} />
      ) : null}
      {list.cancelled ? <LoadCancelled onRetry={list.retry} /> : null}
      {list.pending ? (
        <>
          {/* A tenant that never answers must not leave the screen loading forever. */}
          <div className="actions">
            <Button onClick={list.cancel}>{text.cancel}</Button>
          </div>
          <GridSkeleton labelledBy={HEADING_ID} />
        </>
      ) : null}
      {empty ? <p className="empty-state">{text.empty}</p> : null}
      {started && !empty ? (
        <>
          <p id={KEYS_HINT_ID} className="keys-hint">
            {text.keysHint}
          </p>
          {filtering && rows.length === 0 ? (
            <p className="empty-state">
              {searching
                ? text.filter.noMatchYet(deferredFilter.trim())
                : text.filter.noMatch(deferredFilter.trim())}
            </p>
          ) : null}
          {gridShown ? (
            <TokenExchangeProfileGrid
              id={GRID_ID}
              labelledBy={HEADING_ID}
              describedBy={KEYS_HINT_ID}
              rows={rows}
              trailer={trailer}
              selectedId={selected?.id ?? null}
              nowMs={nowMs}
              onSelect={onSelect}
              onNearEnd={onNearEnd}
              onCopied={onCopied}
              actionNames={actionNames}
            />
          ) : null}
        </>
      ) : null}

      {detailsId !== undefined ? (
        <LazyProfileDetails
          key={detailsId}
          id={detailsId}
          details={details}
          client={client}
          scopes={scopes}
          role={role}
          nowMs={nowMs}
          onClose={closeDetails}
          onAnnounce={onCopied}
          // A save just moved updated_at: "now" moves with it, not "in 7 seconds".
          onSaved={() => setNowMs(Date.now())}
          onDeleted={(text) => {
            setNews((before) => ({ text, focus: before.focus + 1 }));
            closeDetails();
          }}
        />
      ) : null}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
