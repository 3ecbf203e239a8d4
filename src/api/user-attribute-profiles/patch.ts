import { mutationOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import {
  type UserAttributeProfile,
  type UserAttributeProfilePatch,
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";

/** Mutations get no signal from TanStack Query; the caller may pass its own request options. */
export interface PatchUserAttributeProfileInput extends RequestOptions {
  readonly id: string;
  readonly body: UserAttributeProfilePatch;
}

/**
 * PATCH /user-attribute-profiles/{id}. The body is checked first: an invalid one rejects with
 * the ZodError and nothing is sent.
 */
export async function patchUserAttributeProfile(
  client: ApiClient,
  id: string,
  body: UserAttributeProfilePatch,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<UserAttributeProfile> {
  const valid = userAttributeProfilePatchSchema.parse(body);
  return client.request({
    method: "PATCH",
    path: apiPath`/user-attribute-profiles/${id}`,
    body: valid,
    schema: userAttributeProfileSchema,
    signal,
    onRateLimitWait,
  });
}

export function patchUserAttributeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: userAttributeProfileKeys.patch(),
    mutationFn: ({ id, body, ...request }: PatchUserAttributeProfileInput) =>
      patchUserAttributeProfile(client, id, body, request),
  });
}
