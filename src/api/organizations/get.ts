import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { readOperation, readOptions } from "../resourceOperations";
import { organizationId } from "../schemas/ids";
import { organizationName, organizationSchema } from "../schemas/organization";
import { organizationKeys } from "./keys";
import { ORGANIZATION_OPERATIONS } from "./operations.ts";

/** /organizations/{id}: an id that is no organization id is a ZodError, never sent. */
export const organizationPath = (id: string) =>
  pathOf(ORGANIZATION_OPERATIONS.getOrganization, { id: organizationId.parse(id) });

/** GET /organizations/{id}. */
export const getOrganization = readOperation(organizationPath, organizationSchema);

/** GET /organizations/name/{name}: exact match; a name the rule refuses is never sent. */
export const getOrganizationByName = readOperation(
  (name: string) =>
    pathOf(ORGANIZATION_OPERATIONS.getOrganizationByName, { name: organizationName.parse(name) }),
  organizationSchema,
);

export function organizationOptions(client: ApiClient, id: string) {
  return readOptions(client, organizationKeys.detail(id), getOrganization, id);
}
