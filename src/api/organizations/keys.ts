/**
 * Every query key of organizations. The list is an infinite query (its key says so); what the
 * searches read and look up sits beside the lists, so what reads every listing never finds a
 * search. Imports nothing.
 */
export const organizationKeys = {
  all: ["organizations"] as const,
  lists: () => [...organizationKeys.all, "list"] as const,
  list: (take: number) => [...organizationKeys.lists(), "infinite", { take }] as const,
  /** What the searches read of the listing, kept for the session (src/api/listingReader.ts). */
  read: () => [...organizationKeys.all, "read"] as const,
  lookups: () => [...organizationKeys.all, "lookup"] as const,
  /** A whole id or name typed in a search, read at once. */
  lookup: (term: string) => [...organizationKeys.lookups(), term.trim()] as const,
  details: () => [...organizationKeys.all, "detail"] as const,
  detail: (id: string) => [...organizationKeys.details(), id] as const,
};
