import { z } from "zod";
import { readTabText, removeTab, tabKey, writeTabText } from "../lib/tabStorage";
import type { ActivityEntry } from "./activityLog";

/**
 * The entries Activity let go past its cap, kept so that they can still be downloaded. They are
 * kept (the newest this many), not dropped once downloaded: a page cannot tell whether a
 * download was saved, and a second download must give the same file. Stored as rows without
 * their ids, 2,000 entries are about 80 characters each plus target and reason (about 270,000
 * for 40-character ids and a ticket number); a batch of many thousands still pushes older ones
 * out, and the count says how many there were in all.
 */
export const DROPPED_KEPT_MAX = 2_000;

const KEY = tabKey("activity-dropped");

/** An entry as its CSV row holds it: no id. */
type DroppedEntry = Omit<ActivityEntry, "id">;

export interface DroppedActivity {
  /** Every entry Activity dropped in this tab, kept or not. */
  readonly count: number;
  /** The newest DROPPED_KEPT_MAX of them, newest first. */
  readonly entries: readonly DroppedEntry[];
}

const row = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]);
const storedSchema = z.object({ count: z.number().int().nonnegative(), rows: z.array(row) });

const NONE: DroppedActivity = { count: 0, entries: [] };
let memory: DroppedActivity = NONE;
let memoryRaw: string | undefined;

function parse(raw: string | undefined): DroppedActivity {
  if (raw === undefined) return NONE;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return NONE;
    return {
      count: parsed.data.count,
      entries: parsed.data.rows.map(([time, operation, target, outcome, reason]) => ({
        time,
        operation,
        target,
        outcome,
        reason,
      })),
    };
  } catch {
    return NONE;
  }
}

/** What Activity dropped in this tab. The same object until something changes. */
export function readDroppedActivity(): DroppedActivity {
  const raw = readTabText(KEY);
  // Storage disabled: what was dropped lives in memory (raw stays undefined either way).
  if (raw !== undefined && raw !== memoryRaw) {
    memoryRaw = raw;
    memory = parse(raw);
  } else if (raw === undefined && memoryRaw !== undefined) {
    // Sign out removed it.
    memoryRaw = undefined;
    memory = NONE;
  }
  return memory;
}

/** Adds entries Activity just let go, newest first. */
export function keepDropped(dropped: readonly ActivityEntry[]): void {
  if (dropped.length === 0) return;
  const before = readDroppedActivity();
  const entries = [...dropped.map(({ id: _, ...entry }) => entry), ...before.entries].slice(
    0,
    DROPPED_KEPT_MAX,
  );
  const next = { count: before.count + dropped.length, entries };
  const text = JSON.stringify({
    count: next.count,
    rows: entries.map(({ time, operation, target, outcome, reason }) => [
      time,
      operation,
      target,
      outcome,
      reason,
    ]),
  });
  memory = next;
  if (writeTabText(KEY, text)) {
    memoryRaw = text;
    return;
  }
  // Storage full: an older copy left there would contradict the one in memory.
  removeTab(KEY);
  memoryRaw = undefined;
}
