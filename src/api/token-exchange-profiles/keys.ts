/**
 * Every query key of token exchange profiles. The list is an infinite query; its key says so,
 * because a plain query under the same key would find pages where it expects one list, and
 * break. The palette's searches sit beside the lists, not below them, so what reads "every
 * listing" (`lists()`) never finds a search. Imports nothing, so the first screen can start the
 * first page under the list's own key without loading zod (src/app/firstPage.ts).
 */
export const tokenExchangeProfileKeys = {
  all: ["token-exchange-profiles"] as const,
  lists: () => [...tokenExchangeProfileKeys.all, "list"] as const,
  list: (take: number) => [...tokenExchangeProfileKeys.lists(), "infinite", { take }] as const,
  details: () => [...tokenExchangeProfileKeys.all, "detail"] as const,
  detail: (id: string) => [...tokenExchangeProfileKeys.details(), id] as const,
  /** The ids of profiles deleted in this session (cache.ts): never read from the tenant. */
  deleted: () => [...tokenExchangeProfileKeys.all, "deleted"] as const,
  /** Whether the tenant has room for one more profile (room.ts). */
  room: () => [...tokenExchangeProfileKeys.all, "room"] as const,
  searches: () => [...tokenExchangeProfileKeys.all, "search"] as const,
  /** Case does not change what a search finds, so it does not change the key either. */
  search: (term: string) =>
    [...tokenExchangeProfileKeys.searches(), term.trim().toLocaleLowerCase()] as const,
};
