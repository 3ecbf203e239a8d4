import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { idAndBodyOf, writeOptions, writeToIdOperation } from "../resourceOperations";
import {
  type UserAttributeProfilePatch,
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./operations.ts";

/**
 * PATCH /user-attribute-profiles/{id}. The body is checked first: an invalid one rejects with
 * the ZodError and nothing is sent.
 */
export const patchUserAttributeProfile = writeToIdOperation(
  "PATCH",
  // The id is sent as it is (encoded): the tenant answers one that names no profile.
  (id) => pathOf(USER_ATTRIBUTE_PROFILE_OPERATIONS.patchUserAttributeProfile, { id }),
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
);

export function patchUserAttributeProfileOptions(client: ApiClient) {
  const key = userAttributeProfileKeys.patch();
  return writeOptions(
    client,
    key,
    patchUserAttributeProfile,
    idAndBodyOf<UserAttributeProfilePatch>,
  );
}
