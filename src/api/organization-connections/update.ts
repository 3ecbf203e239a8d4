import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import {
  type OrganizationConnectionUpdate,
  organizationConnectionSchema,
  organizationConnectionUpdateSchema,
} from "../schemas/organizationConnection";

export interface UpdateOrganizationConnectionInput {
  readonly id: string;
  readonly connectionId: string;
  /** Only the flags sent change. */
  readonly body: OrganizationConnectionUpdate;
}

/** PATCH /organizations/{id}/enabled_connections/{connectionId}: the three flags. */
export const updateOrganizationConnection = operation(
  ({ id, connectionId: connection, body }: UpdateOrganizationConnectionInput) => ({
    method: "PATCH",
    path: apiPath`/organizations/${organizationId.parse(id)}/enabled_connections/${connectionId.parse(connection)}`,
    body: organizationConnectionUpdateSchema.parse(body),
    schema: organizationConnectionSchema,
  }),
);
