/**
 * A list's item has its address one segment below the list's (`/organizations/{id}`), its id
 * encoded. `new` there is the create form's address, never an item. Imports nothing, so any
 * job's route helpers can use it.
 */
const NEW_SEGMENT = "new";

/**
 * The item id a path names below `listPath`, decoded;
 * undefined for the list, `new` or another screen.
 */
export function itemIdFromPath(listPath: string, path: string): string | undefined {
  if (!path.startsWith(`${listPath}/`)) return undefined;
  const segment = path.slice(listPath.length + 1);
  if (segment === "" || segment === NEW_SEGMENT) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is still an id the user typed: show it as it is.
    return segment;
  }
}

/** The address of one item of the list at `listPath`. */
export function itemHash(listPath: string, id: string): string {
  return `#${listPath}/${encodeURIComponent(id)}`;
}
