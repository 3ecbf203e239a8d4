import { mutationOptions } from "@tanstack/react-query";
import type { WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationSchema } from "../schemas/organization";
import { type OrganizationUpdate, organizationUpdateSchema } from "../schemas/organizationUpdate";
import { organizationKeys } from "./keys";

export interface UpdateOrganizationInput {
  readonly id: string;
  readonly body: OrganizationUpdate;
}

/**
 * PATCH /organizations/{id}: what is omitted is kept, `metadata` is replaced whole and
 * `token_quota: null` removes the quota. An invalid body is a ZodError and nothing is sent.
 */
export const updateOrganization = operation(({ id, body }: UpdateOrganizationInput) => ({
  method: "PATCH",
  path: apiPath`/organizations/${organizationId.parse(id)}`,
  body: organizationUpdateSchema.parse(body),
  schema: organizationSchema,
}));

export function updateOrganizationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: organizationKeys.update(),
    mutationFn: ({ id, body, ...options }: UpdateOrganizationInput & RequestOptions) =>
      updateOrganization(client, { id, body }, options),
  });
}

/** A PATCH sends the same values again: repeating it is safe. */
export const UPDATE_ORGANIZATION_WRITE: WriteDescription = {
  doing: "saving the organization",
  result: "the changes were saved",
  repeat: "safe",
};
