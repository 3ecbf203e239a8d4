import { useSyncExternalStore } from "react";
import { z } from "zod";
import { ApiError } from "../api/apiError";
import { type WriteOperation, writeLabel } from "../api/operations";
import { tabKey, writeTab } from "../lib/tabStorage";
import { type DroppedActivity, keepDropped, readDroppedActivity } from "./droppedActivity";

/** What a write screen says about the write it runs, for Activity. */
export interface WriteActivity {
  readonly operation: WriteOperation;
  /** The user id, organization name or profile id the write is about. */
  readonly target: string;
  /** The target's name where the target is an id (an organization's), for the audit log. */
  readonly targetName?: string | undefined;
  /** What the person typed as the reason, if anything. */
  readonly reason?: string | undefined;
}

const entrySchema = z.object({
  id: z.string(),
  time: z.string(),
  operation: z.string(),
  target: z.string(),
  outcome: z.string(),
  reason: z.string(),
});
export type ActivityEntry = z.infer<typeof entrySchema>;

/**
 * Kept for the tab like drafts (Sign out forgets it); the oldest go past this many, into the
 * dropped entries (droppedActivity.ts), which the screen counts and offers as CSV.
 */
export const ACTIVITY_MAX = 1_000;
const KEY = tabKey("activity");
const listeners = new Set<() => void>();

/** What became of a write, in a few words, from how its request settled. */
export function outcomeOf(error: unknown): string {
  if (error === undefined) return "Succeeded";
  if (!(error instanceof ApiError)) return "Not sent: the input was refused before sending";
  if (error.kind === "invalid-response") return `Most likely applied (${error.status})`;
  if (error.outcomeUnknown) return "Outcome unknown";
  if (error.kind === "aborted") return "Cancelled before it was applied";
  if (error.kind === "network") return "Failed: the tenant could not be reached";
  return `Failed: ${error.status} ${error.error}`;
}

let memory: readonly ActivityEntry[] = [];
let memoryRaw: string | null = null;

/** The stored text, so a snapshot is parsed only when it changed (Sign out removes it). */
function storedRaw(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    // Storage disabled: the tab's activity lives in memory only.
    return memoryRaw;
  }
}

function parse(raw: string | null): readonly ActivityEntry[] {
  if (raw === null) return [];
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Every write of this tab, newest first. The same array until something changes. */
export function readActivity(): readonly ActivityEntry[] {
  const raw = storedRaw();
  if (raw !== memoryRaw) {
    memoryRaw = raw;
    memory = parse(raw);
  }
  return memory;
}

/** Records how one write settled: `error` undefined for a success. */
export function recordActivity(activity: WriteActivity, error?: unknown, at = Date.now()): void {
  recordActivities([{ activity, error, at }]);
}

export interface SettledWrite {
  readonly activity: WriteActivity;
  /** Undefined for a success. */
  readonly error?: unknown;
  readonly at: number;
}

/**
 * Records several writes, oldest first, with one read and one write of the tab's storage: a
 * batch of thousands would otherwise rewrite the whole log once per user.
 */
export function recordActivities(writes: readonly SettledWrite[]): void {
  if (writes.length === 0) return;
  const entries = writes
    .map(
      ({ activity, error, at }): ActivityEntry => ({
        id: crypto.randomUUID(),
        time: new Date(at).toISOString(),
        operation: writeLabel(activity.operation),
        target: activity.target,
        outcome: outcomeOf(error),
        reason: activity.reason?.trim() ?? "",
      }),
    )
    .reverse();
  const all = [...entries, ...readActivity()];
  const next = all.slice(0, ACTIVITY_MAX);
  // The dropped ones are kept before the list lets them go.
  keepDropped(all.slice(ACTIVITY_MAX));
  writeTab(KEY, next);
  // Storage full or disabled: the entry is still shown for as long as the page lives.
  memory = next;
  memoryRaw = storedRaw();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the cap dropped from the tab's activity, updated as it drops more. */
export function useDroppedActivity(): DroppedActivity {
  return useSyncExternalStore(subscribe, readDroppedActivity);
}

/** The tab's activity, newest first, updated as writes settle. */
export function useActivity(): readonly ActivityEntry[] {
  return useSyncExternalStore(subscribe, readActivity);
}
