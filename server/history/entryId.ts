/** PostgreSQL's bigint, the largest id an entry can have. */
const MAX_ENTRY_ID = 9_223_372_036_854_775_807n;

/**
 * An audit entry's id as decimal text (a cursor, `X-Console-Restore-Of`), in its plain spelling;
 * null when it is no such id (not decimal digits, zero, or past a bigint), so no query ever
 * fails on its cast.
 */
export function entryIdOf(text: string): string | null {
  if (!/^[0-9]{1,19}$/.test(text)) return null;
  const id = BigInt(text);
  return id >= 1n && id <= MAX_ENTRY_ID ? id.toString() : null;
}
