/**
 * Every query and mutation key of user attribute profiles, below one root, so what invalidates
 * every profile reaches lists, details and searches alike. The list is an infinite query; its key
 * says so, because a plain query under the same key would find pages. Imports nothing.
 */
export const userAttributeProfileKeys = {
  all: ["user-attribute-profiles"] as const,
  lists: () => [...userAttributeProfileKeys.all, "list"] as const,
  list: (take: number) => [...userAttributeProfileKeys.lists(), "infinite", { take }] as const,
  details: () => [...userAttributeProfileKeys.all, "detail"] as const,
  detail: (id: string) => [...userAttributeProfileKeys.details(), id] as const,
  searches: () => [...userAttributeProfileKeys.all, "search"] as const,
  /** Case does not change what a search finds, so it does not change the key either. */
  search: (term: string) =>
    [...userAttributeProfileKeys.searches(), term.trim().toLocaleLowerCase()] as const,
  /** Templates are not profiles: beside the lists, so what reads every listing never finds them. */
  templates: () => [...userAttributeProfileKeys.all, "templates"] as const,
};
