import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import { organizationConnectionSchema } from "../schemas/organizationConnection";

export interface OrganizationConnectionRef {
  readonly id: string;
  readonly connectionId: string;
}

/** GET /organizations/{id}/enabled_connections/{connectionId}: one enabled connection. */
export const getOrganizationConnection = operation(
  ({ id, connectionId: connection }: OrganizationConnectionRef) => ({
    method: "GET",
    path: apiPath`/organizations/${organizationId.parse(id)}/enabled_connections/${connectionId.parse(connection)}`,
    schema: organizationConnectionSchema,
  }),
);
