/**
 * A route may carry a query after its path, `#/risk-assessments?user=…`: the same screen, asked
 * to start somewhere (the command palette's links). It imports nothing, so the first screen's
 * router and the lazy screens can both read it.
 */

/** The path without its query: what names the screen. */
export function routePath(path: string): string {
  const at = path.indexOf("?");
  return at === -1 ? path : path.slice(0, at);
}

/** One value of the route's query, decoded; undefined when absent or empty. */
export function routeParam(path: string, name: string): string | undefined {
  const at = path.indexOf("?");
  if (at === -1) return undefined;
  const value = new URLSearchParams(path.slice(at + 1)).get(name);
  return value === null || value === "" ? undefined : value;
}

/** The address of a screen asked to start with `name` set to `value`. */
export function routeHash(path: string, name: string, value: string): string {
  return `#${path}?${new URLSearchParams({ [name]: value }).toString()}`;
}

/** The address of a screen with several query values; the empty or absent ones left out. */
export function routeHashWith(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, value);
  }
  const text = query.toString();
  return text === "" ? `#${path}` : `#${path}?${text}`;
}
