import { operation } from "../operation";
import { organizationPath } from "./get";

/**
 * DELETE /organizations/{id}: 204. Its enabled connections and memberships go with it; the
 * users stay.
 */
export const deleteOrganization = operation((id: string) => ({
  method: "DELETE",
  path: organizationPath(id),
}));
