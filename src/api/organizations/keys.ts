/**
 * Every query key of organizations. The list is an infinite query (its key says so); searches
 * sit beside the lists, so what reads every listing never finds a search. Imports nothing.
 */
export const organizationKeys = {
  all: ["organizations"] as const,
  lists: () => [...organizationKeys.all, "list"] as const,
  list: (take: number) => [...organizationKeys.lists(), "infinite", { take }] as const,
  searches: () => [...organizationKeys.all, "search"] as const,
  /** Case does not change what a search finds, so it does not change the key either. */
  search: (term: string) => [...organizationKeys.searches(), term.trim().toLowerCase()] as const,
  details: () => [...organizationKeys.all, "detail"] as const,
  detail: (id: string) => [...organizationKeys.details(), id] as const,
  byName: (name: string) => [...organizationKeys.all, "name", name] as const,
  create: () => [...organizationKeys.all, "create"] as const,
  update: () => [...organizationKeys.all, "update"] as const,
  remove: () => [...organizationKeys.all, "remove"] as const,
};
