import { formatDateTime, formatRelativeTime } from "../../../lib/format";

/** "3 months ago", "in 2 days", "now"; a value it cannot read as it is. */
export function relativeTime(iso: string, nowMs: number): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatRelativeTime(ms, nowMs);
}

/** The exact moment in the browser's locale and time zone; a value it cannot read as it is. */
export function exactTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatDateTime(ms);
}
