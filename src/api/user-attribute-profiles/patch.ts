import { pathOf } from "../apiPath";
import { writeToIdOperation } from "../resourceOperations";
import {
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
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
