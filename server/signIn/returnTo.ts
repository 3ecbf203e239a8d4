/** Where a sign-in lands when `return` is missing or refused: the console's first screen. */
export const HOME_HASH = "#/";

/**
 * The console hash a sign-in comes back to (`#/organizations/org_1?tab=members`), or HOME_HASH.
 * Only a hash route made of fragment characters (RFC 3986) passes: the callback then answers
 * `Location: /#/…`, a place on this console's own page, so `return` cannot send anyone to
 * another site (`//evil.example`, `https://…`, `/\evil.example`, `javascript:`).
 */
export function returnHash(value: string | null): string {
  if (value === null || value.length > 2048) return HOME_HASH;
  return /^#\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/.test(value) ? value : HOME_HASH;
}
