/** Every query key of connections: the combobox's searches. Imports nothing. */
export const connectionKeys = {
  all: ["connections"] as const,
  searches: () => [...connectionKeys.all, "search"] as const,
  /** As the search matches: trimmed, in any case. */
  search: (term: string) => [...connectionKeys.searches(), term.trim().toLowerCase()] as const,
};
