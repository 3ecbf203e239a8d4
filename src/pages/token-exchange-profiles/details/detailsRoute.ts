import { itemHash, itemIdFromPath } from "../../../lib/itemPath";

/** The list's own path; a profile's details live one segment below it. */
export const LIST_PATH = "/token-exchange-profiles";

/** New profile: one segment below the list, like a details address, but never a profile id. */
export const NEW_PATH = `${LIST_PATH}/new`;

/** The profile id a details URL names (`/token-exchange-profiles/{id}`), or undefined. */
export function detailsIdFromPath(path: string): string | undefined {
  return itemIdFromPath(LIST_PATH, path);
}

export function detailsHash(id: string): string {
  return itemHash(LIST_PATH, id);
}
