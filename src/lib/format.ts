/**
 * Dates, relative times and numbers for people, in the browser's language (`undefined` locale:
 * Intl picks navigator.language). Every screen formats through here, so a second language
 * changes nothing in the screens (docs/decisions/010-message-catalog-as-a-typed-object.md).
 * `locale` exists for tests, which must not depend on the machine they run on.
 */
type Locale = string | undefined;

/**
 * One formatter per locale and style, made on first use: constructing an Intl formatter costs
 * far more than formatting with it, and a list formats three times per row as it scrolls (the
 * 10,000-profile scroll spent seconds in the constructor).
 */
function cached<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateTimeFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" }),
);
const timeFormat = cached((locale) => new Intl.DateTimeFormat(locale, { timeStyle: "medium" }));
const clockFormat = cached((locale) => new Intl.DateTimeFormat(locale, { timeStyle: "short" }));

/** "Nov 24, 2026, 1:05:09 AM" in en-US; the date and time style the reader is used to. */
export function formatDateTime(at: Date | number, locale?: Locale): string {
  return dateTimeFormat(locale).format(at);
}

/** "1:05:09 AM" in en-US: the time of day alone, for events of the last few minutes. */
export function formatTime(at: Date | number, locale?: Locale): string {
  return timeFormat(locale).format(at);
}

/** "4:08 PM" in en-US, "16:08" in de-DE: the hour and minute, as a clock on the wall reads. */
export function formatClockTime(at: Date | number, locale?: Locale): string {
  return clockFormat(locale).format(at);
}

const DAY_MS = 86_400_000;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY_MS],
  ["month", 30 * DAY_MS],
  ["week", 7 * DAY_MS],
  ["day", DAY_MS],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1_000],
];

const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const numberFormat = cached((locale) => new Intl.NumberFormat(locale));

/** "in 3 hours", "2 years ago": the largest whole unit between `at` and `now`. */
export function formatRelativeTime(at: Date | number, now: Date | number, locale?: Locale): string {
  const ms = Number(at) - Number(now);
  const format = relativeFormat(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size) return format.format(Math.trunc(ms / size), unit);
  }
  return format.format(0, "second");
}

/** "12,345" in en-US, "12.345" in de-DE. */
export function formatNumber(n: number, locale?: Locale): string {
  return numberFormat(locale).format(n);
}
