/** The list's own path; a profile's details live one segment below it. */
export const LIST_PATH = "/token-exchange-profiles";

/** New profile: one segment below the list, like a details address, but never a profile id. */
export const NEW_PATH = `${LIST_PATH}/new`;

/** The profile id a details URL names (`/token-exchange-profiles/{id}`), or undefined. */
export function detailsIdFromPath(path: string): string | undefined {
  if (!path.startsWith(`${LIST_PATH}/`) || path === NEW_PATH) return undefined;
  const segment = path.slice(LIST_PATH.length + 1);
  if (segment === "") return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is still an id the user typed: show it as it is.
    return segment;
  }
}

export function detailsHash(id: string): string {
  return `#${LIST_PATH}/${encodeURIComponent(id)}`;
}
