import { mutationOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { operation } from "../operation";
import {
  type UserAttributeProfilePatch,
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";

export interface PatchUserAttributeProfileInput {
  readonly id: string;
  readonly body: UserAttributeProfilePatch;
}

/**
 * PATCH /user-attribute-profiles/{id}. The body is checked first: an invalid one rejects with
 * the ZodError and nothing is sent.
 */
export const patchUserAttributeProfile = operation(
  ({ id, body }: PatchUserAttributeProfileInput) => ({
    method: "PATCH",
    path: apiPath`/user-attribute-profiles/${id}`,
    body: userAttributeProfilePatchSchema.parse(body),
    schema: userAttributeProfileSchema,
  }),
);

/** Mutations get no signal from TanStack Query; the caller may pass its own request options. */
export function patchUserAttributeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: userAttributeProfileKeys.patch(),
    mutationFn: ({ id, body, ...options }: PatchUserAttributeProfileInput & RequestOptions) =>
      patchUserAttributeProfile(client, { id, body }, options),
  });
}
