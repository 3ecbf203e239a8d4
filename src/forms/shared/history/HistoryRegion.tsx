import { useInfiniteQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import type { ApiClient } from "../../../api/client";
import { historyOptions } from "../../../api/history/history";
import {
  type AuditRecord,
  type HistoryObjectType,
  RESTORABLE_OBJECT_TYPES,
  type RestorableObjectType,
} from "../../../api/history/types";
import { writeScopeProblem } from "../../../api/writeScope";
import { useSession } from "../../../session/SessionContext";
import { sessionRole } from "../../../session/sessionRole";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { FirstVersion, HistoryEntry } from "./HistoryEntry";
import { historyMessages as text } from "./historyMessages";
import { RESTORE_OPERATIONS } from "./restoreOperations";
import "./history.css";

export interface HistoryProps {
  client: ApiClient;
  type: HistoryObjectType;
  id: string;
  /** A version was restored: a screen whose form holds the settings starts it again from them. */
  onRestored?: (() => void) | undefined;
}

// The dialog and every resource's operations load with the first restore asked for: the
// region alone would otherwise split the first screen's code into more files (decision 027).
const RestoreDialog = lazy(() => import("./RestoreDialog"));

/** The version a dialog restores: an entry's own, or (`before`) the one it replaced. */
interface Restoring {
  entry: AuditRecord;
  before: boolean;
}

const restorable = (type: HistoryObjectType): type is RestorableObjectType =>
  (RESTORABLE_OBJECT_TYPES as readonly string[]).includes(type);

/** Why this session cannot restore: it must read the object now and update it. */
function useRestoreProblem(type: HistoryObjectType): string | undefined {
  const session = useSession();
  if (!restorable(type)) return undefined;
  const scopes = session?.claims.scopes ?? [];
  const role = sessionRole(session);
  const target = RESTORE_OPERATIONS[type];
  return (
    writeScopeProblem(scopes, target.write, role) ?? writeScopeProblem(scopes, target.read, role)
  );
}

/**
 * The region **History** of one object (team-console.md): its writes through the console's
 * server, newest first, a page at a time, each with who, when, why, how it ended and what it
 * changed; **Restore this version** on an entry that left settings behind.
 */
export default function HistoryRegion({ client, type, id, onRestored }: HistoryProps) {
  const headingId = useId();
  const query = useInfiniteQuery(historyOptions(type, id));
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const [restored, setRestored] = useState(false);
  const blockedBy = useRestoreProblem(type);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const more = query.hasNextPage;
  const open = (next: Restoring) => {
    setRestored(false);
    setRestoring(next);
  };
  // Below the oldest recorded change, once every page is read: the version it replaced.
  const oldest = entries.at(-1);
  const first = !more && restorable(type) && oldest?.previousVersion ? oldest : undefined;

  const status = query.isPending
    ? text.loading
    : query.isFetchingNextPage
      ? text.loadingOlder
      : restored
        ? text.restore.restored
        : entries.length > 0
          ? text.shown(entries.length, more)
          : "";

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching} className="history stack">
      <h2 id={headingId}>{text.heading}</h2>
      <p role="status" className="history-status">
        {status}
      </p>
      {query.isError ? (
        <div className="stack">
          <FormAlert>{`${text.failed}${query.error.message}`}</FormAlert>
          <div>
            <Button onClick={() => void query.refetch()}>{text.retry}</Button>
          </div>
        </div>
      ) : null}
      {query.isSuccess && entries.length === 0 ? <Banner as="p">{text.empty}</Banner> : null}
      {entries.length > 0 ? (
        <ol className="history-entries" aria-label={text.listName}>
          {entries.map((entry) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              restore={
                restorable(type) && entry.version !== null
                  ? { blockedBy, onOpen: () => open({ entry, before: false }) }
                  : undefined
              }
            />
          ))}
        </ol>
      ) : null}
      {first ? (
        <FirstVersion
          oldest={first}
          restore={{
            blockedBy,
            onOpen: () =>
              open({ entry: { ...first, version: first.previousVersion }, before: true }),
          }}
        />
      ) : null}
      {more ? (
        <div>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {text.older}
          </Button>
        </div>
      ) : null}
      {restoring && restorable(type) ? (
        <Suspense fallback={<p role="status">{text.restore.loading}</p>}>
          <RestoreDialog
            client={client}
            type={type}
            id={id}
            entry={restoring.entry}
            before={restoring.before}
            newer={
              restoring.before
                ? entries
                : entries.slice(
                    0,
                    entries.findIndex((entry) => entry.id === restoring.entry.id),
                  )
            }
            onClose={() => setRestoring(null)}
            onRestored={() => {
              setRestoring(null);
              setRestored(true);
              onRestored?.();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
