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
  caption: "Writes made in this tab, newest first",
  columns: {
    time: "Time",
    operation: "Operation",
    target: "Target",
    outcome: "Outcome",
    reason: "Reason",
  },
} as const;
