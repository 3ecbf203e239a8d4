import { LIMITS } from "../../api/schemas/limits";
import { pageSize } from "../../api/schemas/tokenExchangeProfile";
import { readTab, tabKey, writeTab } from "../../lib/tabStorage";

/** Kept for the tab, so Sign out forgets it with everything else. */
export const PAGE_SIZE_KEY = tabKey("token-exchange-profiles", "take");

/** A page size the contract accepts, or undefined. */
export function parsePageSize(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const parsed = pageSize.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

export function readPageSize(): number {
  return parsePageSize(String(readTab(PAGE_SIZE_KEY) ?? "")) ?? LIMITS.take.default;
}

export function writePageSize(take: number): void {
  writeTab(PAGE_SIZE_KEY, take);
}
