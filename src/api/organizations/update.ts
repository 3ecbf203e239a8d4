import type { WriteDescription } from "../apiError";
import type { ApiClient } from "../client";
import { idAndBodyOf, writeOptions, writeToIdOperation } from "../resourceOperations";
import { organizationSchema } from "../schemas/organization";
import { type OrganizationUpdate, organizationUpdateSchema } from "../schemas/organizationUpdate";
import { organizationPath } from "./get";
import { organizationKeys } from "./keys";

/**
 * PATCH /organizations/{id}: what is omitted is kept, `metadata` is replaced whole and
 * `token_quota: null` removes the quota. An invalid body is a ZodError and nothing is sent.
 */
export const updateOrganization = writeToIdOperation(
  "PATCH",
  organizationPath,
  organizationUpdateSchema,
  organizationSchema,
);

export function updateOrganizationOptions(client: ApiClient) {
  const key = organizationKeys.update();
  return writeOptions(client, key, updateOrganization, idAndBodyOf<OrganizationUpdate>);
}

/** A PATCH sends the same values again: repeating it is safe. */
export const UPDATE_ORGANIZATION_WRITE: WriteDescription = {
  doing: "saving the organization",
  result: "the changes were saved",
  repeat: "safe",
};
