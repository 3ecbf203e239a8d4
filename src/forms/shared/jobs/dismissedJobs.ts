import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_PREFIX } from "../../../lib/tabStorage";

/**
 * Which ended jobs a person has dismissed, kept in this browser per person and server (decision
 * 030): dismissing hides a job's results from the batch screens; the Jobs list keeps every job.
 * localStorage, not the tab's: the results must stay after the tab closes, until dismissed.
 */
const KEPT = 200;
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cache: { key: string; raw: string | null; ids: readonly string[] } | undefined;

function read(key: string): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  if (cache?.key === key && cache.raw === raw) return cache.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === "string");
  } catch {
    // Unreadable: nothing is dismissed, and the next dismissal writes it afresh.
  }
  cache = { key, raw, ids };
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** `who`: the signed-in person's sub, or "" on a server without sign-in. */
export function useDismissedJobs(origin: string, who: string) {
  const key = `${STORAGE_PREFIX}dismissed-jobs.${origin}.${who}`;
  const ids = useSyncExternalStore(subscribe, () => read(key));
  const dismiss = useCallback(
    (id: string) => {
      const next = [id, ...read(key).filter((kept) => kept !== id)].slice(0, KEPT);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or off: the job stays on screen, as if not dismissed.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { ids, dismiss };
}
