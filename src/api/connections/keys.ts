/**
 * Every query key of connections. Each filter of the listing caches a listing of its own, an
 * infinite query whose key says so; the order strategies were given in does not make another.
 * The combobox's searches sit beside the lists. Imports nothing.
 */
export const connectionKeys = {
  all: ["connections"] as const,
  lists: () => [...connectionKeys.all, "list"] as const,
  list: (
    filter: { name?: string | undefined; strategy?: readonly string[] | undefined },
    take: number,
  ) =>
    [
      ...connectionKeys.lists(),
      "infinite",
      {
        name: filter.name,
        strategy: filter.strategy ? [...filter.strategy].sort() : undefined,
        take,
      },
    ] as const,
  searches: () => [...connectionKeys.all, "search"] as const,
  /** As the search matches: trimmed, in any case. */
  search: (term: string) => [...connectionKeys.searches(), term.trim().toLowerCase()] as const,
};
