/** The list's address; an organization's page is one segment below it. */
export const ORGANIZATIONS_PATH = "/organizations";
/** Create organization's address, which is no organization id. */
export const NEW_ORGANIZATION_PATH = "/organizations/new";

/** The organization an address names (`/organizations/{id}`), or undefined for the list. */
export function organizationIdFromPath(path: string): string | undefined {
  const rest = path.split("?")[0]?.slice(ORGANIZATIONS_PATH.length + 1) ?? "";
  if (!path.startsWith(`${ORGANIZATIONS_PATH}/`) || rest === "" || rest === "new") return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

export function organizationHash(id: string): string {
  return `#${ORGANIZATIONS_PATH}/${encodeURIComponent(id)}`;
}
