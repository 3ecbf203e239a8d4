/** JSON read by path, for an audit entry's changes: plain data, no parsing library. */
export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value when it is a JSON object, else null. */
export function jsonObjectOf(value: unknown): JsonObject | null {
  return isObject(value) ? value : null;
}

/**
 * The path of every leaf below `value`: objects are walked into, anything else (a string, a
 * list, null) is one leaf. An empty object has none; undefined (absent) has none.
 */
export function leafPaths(value: unknown, prefix: string[]): string[][] {
  if (value === undefined) return [];
  if (!isObject(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

/** The value at a path; undefined when any step is absent or not an object. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (!isObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** The members named, those present. */
export function pick(object: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(object, key)).map((key) => [key, object[key]]),
  );
}

/** JSON text with object keys in one order, so equal values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/** Equal as JSON; absent equals only absent. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
