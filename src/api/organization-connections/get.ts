import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import { organizationConnectionSchema } from "../schemas/organizationConnection";
import { ORGANIZATION_CONNECTION_OPERATIONS } from "./operations.ts";

export interface OrganizationConnectionRef {
  readonly id: string;
  readonly connectionId: string;
}

/** GET /organizations/{id}/enabled_connections/{connectionId}: one enabled connection. */
export const getOrganizationConnection = operation(
  ({ id, connectionId: connection }: OrganizationConnectionRef) => ({
    method: "GET",
    path: pathOf(ORGANIZATION_CONNECTION_OPERATIONS.getOrganizationConnection, {
      id: organizationId.parse(id),
      connectionId: connectionId.parse(connection),
    }),
    schema: organizationConnectionSchema,
  }),
);
