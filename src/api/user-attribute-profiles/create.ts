import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import { createOperation } from "../resourceOperations";
import {
  userAttributeProfileCreateSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./operations.ts";

/**
 * POST /user-attribute-profiles: `name` and `user_attributes`, `user_id` optional (the service
 * fills its default). 201 with the whole profile. An invalid body is a ZodError, never sent.
 */
export const createUserAttributeProfile = createOperation(
  pathOf(USER_ATTRIBUTE_PROFILE_OPERATIONS.createUserAttributeProfile),
  userAttributeProfileCreateSchema,
  userAttributeProfileSchema,
);

export const CREATE_USER_ATTRIBUTE_PROFILE_WRITE: WriteDescription = {
  doing: "creating the profile",
  result: "the profile was created",
  repeat: {
    check:
      "Look for a profile of this name in the list before creating it again: a second create would make a second profile.",
  },
};
