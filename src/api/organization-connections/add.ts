import type { WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import {
  type OrganizationConnectionAdd,
  organizationConnectionAddSchema,
  organizationConnectionSchema,
} from "../schemas/organizationConnection";

export interface AddOrganizationConnectionInput {
  readonly id: string;
  readonly body: OrganizationConnectionAdd;
}

/** POST /organizations/{id}/enabled_connections: 201 with the enabled connection. */
export const addOrganizationConnection = operation(
  ({ id, body }: AddOrganizationConnectionInput) => ({
    method: "POST",
    path: apiPath`/organizations/${organizationId.parse(id)}/enabled_connections`,
    body: organizationConnectionAddSchema.parse(body),
    schema: organizationConnectionSchema,
  }),
);

/** A second add of the same connection is a 409, so nothing is enabled twice. */
export const ADD_ORGANIZATION_CONNECTION_WRITE: WriteDescription = {
  doing: "adding the connection",
  result: "the connection was added",
  repeat: {
    check: "Add it again to check: if it was added, the tenant answers that it exists already.",
  },
};
