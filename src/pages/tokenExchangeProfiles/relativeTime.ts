import { formatDateTime } from "../../lib/format";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
  ["second", 1000],
];

// The browser's locale (undefined), as every date the console shows.
const formatter = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

/** "3 months ago", "in 2 days", "now": the largest unit that fits at least once. */
export function relativeTime(iso: string, nowMs: number): string {
  const diff = Date.parse(iso) - nowMs;
  if (Number.isNaN(diff)) return iso;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return formatter.format(Math.trunc(diff / size), unit);
  }
  return formatter.format(0, "second");
}

/** The exact moment in the browser's locale and time zone; a value it cannot read as it is. */
export function exactTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatDateTime(ms);
}
