import { itemHash, itemIdFromPath } from "../../lib/itemPath";
import { routePath } from "../../lib/routeQuery";

/** The list's address; an organization's page is one segment below it. */
export const ORGANIZATIONS_PATH = "/organizations";
/** Create organization's address, which is no organization id. */
export const NEW_ORGANIZATION_PATH = "/organizations/new";

/** The organization an address names (`/organizations/{id}`), or undefined for the list. */
export function organizationIdFromPath(path: string): string | undefined {
  return itemIdFromPath(ORGANIZATIONS_PATH, routePath(path));
}

export function organizationHash(id: string): string {
  return itemHash(ORGANIZATIONS_PATH, id);
}
