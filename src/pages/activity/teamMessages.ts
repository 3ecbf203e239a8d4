import { plural } from "../../lib/plural";

/**
 * Team Activity's text: the Activity screen where the console's server keeps a store. A plain
 * typed object (docs/decisions/010-message-catalog-as-a-typed-object.md).
 */
export const teamActivityMessages = {
  checking: "Loading activity…",
  heading: "Activity",
  intro:
    "Every write the team made through this console, newest first: who, when, what and why. Filter it by person, operation, the whole id of an organization, profile or user, or days; the address keeps the filters, so a filtered view can be linked.",
  filters: {
    legend: "Filter activity",
    person: "Person",
    everyone: "Everyone",
    peopleFailed: (message: string) => `The list of people could not be read: ${message}`,
    operation: "Operation",
    anyOperation: "Any operation",
    object: "Object id",
    from: "From",
    to: "To",
    apply: "Apply filters",
    clear: "Clear filters",
    badDay: "Enter a date such as 2030-01-31",
    order: "The end of the range must not come before its start",
  },
  download: "Download activity (CSV)",
  table: "The team's writes, newest first",
  columns: ["Time", "Person", "Operation", "Object", "Outcome", "Reason"] as const,
  loading: "Loading activity…",
  loadingMore: "Loading more…",
  loaded: (n: number, all: boolean) =>
    all ? `All ${plural(n, "write")} loaded` : `Loaded ${plural(n, "write")}`,
  empty: "No writes yet.",
  emptyFiltered: "No write matches these filters.",
  failed: (message: string) => `Could not read the team's activity: ${message}`,
  retry: "Retry",
  credential: "The server's credential",
  restore: "restore",
  outcome: {
    succeeded: "Succeeded",
    unknown: "Outcome unknown",
    refused: "Refused: the role may not",
    failed: (status: number) => `Failed: ${status}`,
  },
} as const;
