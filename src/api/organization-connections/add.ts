import type { WriteDescription } from "../apiError";
import { writeToIdOperation } from "../resourceOperations";
import {
  organizationConnectionAddSchema,
  organizationConnectionSchema,
} from "../schemas/organizationConnection";
import { enabledConnectionsPath } from "./list";

/** POST /organizations/{id}/enabled_connections: 201 with the enabled connection. */
export const addOrganizationConnection = writeToIdOperation(
  "POST",
  enabledConnectionsPath,
  organizationConnectionAddSchema,
  organizationConnectionSchema,
);

/** A second add of the same connection is a 409, so nothing is enabled twice. */
export const ADD_ORGANIZATION_CONNECTION_WRITE: WriteDescription = {
  doing: "adding the connection",
  result: "the connection was added",
  repeat: {
    check: "Add it again to check: if it was added, the tenant answers that it exists already.",
  },
};
