import { LIMITS } from "../schemas/limits";

/**
 * A kept page size the listing accepts, or undefined: a whole number within LIMITS.take, read
 * from text as the contract's `pageSize` coerces it (" 25 " is 25). Written without zod, so the
 * first screen can read it before zod loads (src/app/firstPage.ts, decision 002).
 */
export function parsePageSize(kept: unknown): number | undefined {
  const text = String(kept ?? "");
  if (text.trim() === "") return undefined;
  const take = Number(text);
  const { min, max } = LIMITS.take;
  return Number.isInteger(take) && take >= min && take <= max ? take : undefined;
}
