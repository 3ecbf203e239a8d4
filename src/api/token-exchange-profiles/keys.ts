/**
 * Keys of the profile cache. The list is an infinite query; its key says so, because a plain
 * query under the same key would find pages where it expects one list, and break. They import
 * nothing, so the first screen can start the first page under the same key (src/app/firstPage.ts).
 */
export const profileKeys = {
  all: ["token-exchange-profiles"] as const,
  lists: () => [...profileKeys.all, "list"] as const,
  list: (take: number) => [...profileKeys.lists(), "infinite", { take }] as const,
  /** When the listing's request waiting out a 429 is sent again (epoch ms). */
  listWait: (take: number) => [...profileKeys.all, "rate-limit-wait", { take }] as const,
};
