/** Deep equality of JSON-shaped values; key order does not matter, array order does. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bRecord = b as Record<string, unknown>;
  const bCount = Object.values(bRecord).filter((value) => value !== undefined).length;
  return (
    aEntries.length === bCount && aEntries.every(([key, value]) => sameJson(value, bRecord[key]))
  );
}
