/**
 * The Activity screen's text; it loads with its chunk.
 * A plain typed object (docs/decisions/010-message-catalog-as-a-typed-object.md); it imports nothing.
 */
export const activityMessages = {
  heading: "Activity",
  intro:
    "Every write made in this tab, newest first, with the reason you gave. It stays with this tab until you sign out; the reason is never sent to the tenant.",
  empty: "No writes yet in this tab.",
  download: "Download activity (CSV)",
  /** Counts arrive formatted; `count` as a number too, to choose the noun's form. */
  dropped: {
    count: (count: number, formatted: string, max: string) =>
      count === 1
        ? `1 older entry was dropped from this list, which keeps the newest ${max}.`
        : `${formatted} older entries were dropped from this list, which keeps the newest ${max}.`,
    allKept: "Their CSV is kept for this tab until you sign out.",
    someKept: (kept: string) =>
      `The CSV holds the newest ${kept} of them; older ones are gone for good.`,
    download: "Download dropped entries (CSV)",
  },
  caption: "Writes made in this tab, newest first",
  columns: {
    time: "Time",
    operation: "Operation",
    target: "Target",
    outcome: "Outcome",
    reason: "Reason",
  },
} as const;
