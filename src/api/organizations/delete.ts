import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";

/**
 * DELETE /organizations/{id}: 204. Its enabled connections and memberships go with it; the
 * users stay.
 */
export const deleteOrganization = operation((id: string) => ({
  method: "DELETE",
  path: apiPath`/organizations/${organizationId.parse(id)}`,
}));
