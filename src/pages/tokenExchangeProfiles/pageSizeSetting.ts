import { LIMITS } from "../../api/schemas/limits";
import { pageSize } from "../../api/schemas/tokenExchangeProfile";
import { STORAGE_PREFIX } from "../../session/sessionStore";

/** Under the app's prefix, so Sign out forgets it with everything else the tab kept. */
export const PAGE_SIZE_KEY = `${STORAGE_PREFIX}token-exchange-profiles.take`;

export const PAGE_SIZE_PROBLEM = `Enter a whole number from ${LIMITS.take.min} to ${LIMITS.take.max}.`;

/** A page size the contract accepts, or undefined. */
export function parsePageSize(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const parsed = pageSize.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

export function readPageSize(): number {
  try {
    return parsePageSize(sessionStorage.getItem(PAGE_SIZE_KEY) ?? "") ?? LIMITS.take.default;
  } catch {
    return LIMITS.take.default;
  }
}

export function writePageSize(take: number): void {
  try {
    sessionStorage.setItem(PAGE_SIZE_KEY, String(take));
  } catch {
    // Storage full or disabled: the size still applies until the tab closes.
  }
}
