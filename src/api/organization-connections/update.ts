import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { connectionId, organizationId } from "../schemas/ids";
import {
  type OrganizationConnectionUpdate,
  organizationConnectionSchema,
  organizationConnectionUpdateSchema,
} from "../schemas/organizationConnection";
import { ORGANIZATION_CONNECTION_OPERATIONS } from "./operations.ts";

interface UpdateOrganizationConnectionInput {
  readonly id: string;
  readonly connectionId: string;
  /** Only the flags sent change. */
  readonly body: OrganizationConnectionUpdate;
}

/** PATCH /organizations/{id}/enabled_connections/{connectionId}: the three flags. */
export const updateOrganizationConnection = operation(
  ({ id, connectionId: connection, body }: UpdateOrganizationConnectionInput) => ({
    method: "PATCH",
    path: pathOf(ORGANIZATION_CONNECTION_OPERATIONS.updateOrganizationConnection, {
      id: organizationId.parse(id),
      connectionId: connectionId.parse(connection),
    }),
    body: organizationConnectionUpdateSchema.parse(body),
    schema: organizationConnectionSchema,
  }),
);
