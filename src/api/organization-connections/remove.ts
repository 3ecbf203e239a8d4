import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import type { OrganizationConnectionRef } from "./get";
import { ORGANIZATION_CONNECTION_OPERATIONS } from "./operations.ts";

/** DELETE /organizations/{id}/enabled_connections/{connectionId}: 204. */
export const removeOrganizationConnection = operation(
  ({ id, connectionId: connection }: OrganizationConnectionRef) => ({
    method: "DELETE",
    path: pathOf(ORGANIZATION_CONNECTION_OPERATIONS.removeOrganizationConnection, {
      id: organizationId.parse(id),
      connectionId: connectionId.parse(connection),
    }),
  }),
);
