import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import type { OrganizationConnectionRef } from "./get";

/** DELETE /organizations/{id}/enabled_connections/{connectionId}: 204. */
export const removeOrganizationConnection = operation(
  ({ id, connectionId: connection }: OrganizationConnectionRef) => ({
    method: "DELETE",
    path: apiPath`/organizations/${organizationId.parse(id)}/enabled_connections/${connectionId.parse(connection)}`,
  }),
);
