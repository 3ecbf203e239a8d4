import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { ApiClient } from "../../api/client";
import { LIMITS } from "../../api/schemas/limits";
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import { Countdown } from "../../ui/Countdown";
import { FirstPageError } from "./FirstPageError";
import { filterProfiles, normalizeFilter } from "./filterProfiles";
import { GridSkeleton } from "./GridSkeleton";
import { listTrailer } from "./ListTrailer";
import { LoadCancelled } from "./LoadCancelled";
import { PageSizeForm } from "./PageSizeForm";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileFilter } from "./ProfileFilter";
import { ProfileGrid } from "./ProfileGrid";
import { readPageSize, writePageSize } from "./pageSizeSetting";
import { progressText } from "./progressText";
import { useProfileList } from "./useProfileList";
import "./profiles.css";

const HEADING_ID = "profiles-heading";
const GRID_ID = "profiles-grid";
const KEYS_HINT_ID = "profiles-keys-hint";
const CURSOR_HOURS = LIMITS.cursorValidityMs / 3_600_000;

interface ProfilesScreenProps {
  client: ApiClient;
  /** The connected token's scopes. */
  scopes: readonly string[];
}

export function ProfilesScreen({ client, scopes }: ProfilesScreenProps) {
  const [take, setTake] = useState(readPageSize);
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const [selected, setSelected] = useState<TokenExchangeProfile | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [restartsSeen, setRestartsSeen] = useState(0);
  const [nowMs] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restartNoticeRef = useRef<HTMLDivElement>(null);
  const detailsOpenerRef = useRef<HTMLElement | null>(null);

  const list = useProfileList(client, take);
  const { resumeAt } = list;
  const filtering = normalizeFilter(deferredFilter) !== "";
  const rows = useMemo(
    () => filterProfiles(list.profiles, deferredFilter),
    [list.profiles, deferredFilter],
  );
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
  const onSelect = useCallback((profile: TokenExchangeProfile) => {
    detailsOpenerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(profile);
    setAnnouncement(`Details of ${profile.name} are shown below the list`);
  }, []);
  const closeDetails = () => {
    setSelected(null);
    const opener = detailsOpenerRef.current;
    if (opener?.isConnected) opener.focus();
    else document.getElementById(GRID_ID)?.focus();
  };
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
  const trailer = started ? listTrailer(list, filtering, restartByHand) : null;
  const gridShown = started && !empty && (rows.length > 0 || trailer !== null);

  return (
    <section aria-labelledby={HEADING_ID} className="profiles">
      <h1 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        Token exchange profiles
      </h1>
      <p className="profiles-intro">
        Each profile binds a subject token type to a custom token exchange action. The list loads{" "}
        {take} at a time as you scroll.
      </p>
      <div className="profiles-toolbar">
        <PageSizeForm take={take} onApply={applyTake} />
        <ProfileFilter
          value={filter}
          onChange={setFilter}
          controls={gridShown ? GRID_ID : undefined}
          matches={rows.length}
          loaded={list.profiles.length}
        />
      </div>

      <p role="status" className="profiles-progress">
        {progressText({
          loaded: list.profiles.length,
          started,
          hasMore: list.hasMore,
          failed: list.firstPageError !== null || list.cancelled,
        })}
      </p>

      <div className={resumeAt === undefined ? "notice-slot" : "notice-slot banner warning"}>
        <p aria-live="polite" className="notice-text">
          {resumeAt === undefined
            ? ""
            : "The tenant is limiting requests (429), so loading is paused. It resumes by itself."}
        </p>
        {resumeAt === undefined ? null : (
          <p className="notice-text">
            Resuming in <Countdown until={resumeAt} />
          </p>
        )}
      </div>
      <div aria-live="polite" className="notice-slot">
        {restartNotice ? (
          <div ref={restartNoticeRef} tabIndex={-1} className="banner warning">
            <p className="notice-text">
              The list restarted from the first page: the tenant no longer accepted its cursor,
              which is valid for {CURSOR_HOURS} hours.
            </p>
            <button type="button" onClick={dismissRestartNotice}>
              Dismiss
            </button>
          </div>
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
            <button type="button" onClick={list.cancel}>
              Cancel
            </button>
          </div>
          <GridSkeleton labelledBy={HEADING_ID} />
        </>
      ) : null}
      {empty ? <p className="empty-state">This tenant has no token exchange profiles.</p> : null}
      {started && !empty ? (
        <>
          <p id={KEYS_HINT_ID} className="keys-hint">
            Arrow keys, Page Up, Page Down, Home and End move between rows; Enter shows a profile's
            details.
          </p>
          {filtering && rows.length === 0 ? (
            <p className="empty-state">No loaded profile matches “{deferredFilter.trim()}”.</p>
          ) : null}
          {gridShown ? (
            <ProfileGrid
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
            />
          ) : null}
        </>
      ) : null}

      {selected ? (
        <ProfileDetails
          profile={selected}
          nowMs={nowMs}
          onClose={closeDetails}
          onCopied={onCopied}
        />
      ) : null}
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
