import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { readOperation, readOptions } from "../resourceOperations";
import { userAttributeProfileId } from "../schemas/ids";
import { userAttributeProfileSchema } from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./operations.ts";

/** /user-attribute-profiles/{id}: an id that is not `uap_` + 22 letters or digits is a ZodError, never sent. */
export const userAttributeProfilePath = (id: string) =>
  pathOf(USER_ATTRIBUTE_PROFILE_OPERATIONS.getUserAttributeProfile, {
    id: userAttributeProfileId.parse(id),
  });

/** GET /user-attribute-profiles/{id}: the whole profile. */
export const getUserAttributeProfile = readOperation(
  userAttributeProfilePath,
  userAttributeProfileSchema,
);

export function userAttributeProfileOptions(client: ApiClient, id: string) {
  return {
    ...readOptions(client, userAttributeProfileKeys.detail(id), getUserAttributeProfile, id),
    // An edit starts from what the tenant holds when the profile is opened, not a minute ago.
    staleTime: 0,
  };
}
