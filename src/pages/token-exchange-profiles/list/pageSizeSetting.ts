import { LIMITS } from "../../../api/schemas/limits";
import { parsePageSize } from "../../../api/token-exchange-profiles/pageSize";
import { readTab, tabKey, writeTab } from "../../../lib/tabStorage";

/**
 * Kept for the tab, so Sign out forgets it with everything else. Free of zod: the early first
 * page reads it before the screen loads (src/app/firstPage.ts).
 */
export const PAGE_SIZE_KEY = tabKey("token-exchange-profiles", "take");

export function readPageSize(): number {
  return parsePageSize(readTab(PAGE_SIZE_KEY)) ?? LIMITS.take.default;
}

export function writePageSize(take: number): void {
  writeTab(PAGE_SIZE_KEY, take);
}
