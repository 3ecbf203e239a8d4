import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { bodyOf, createOperation, writeOptions } from "../resourceOperations";
import {
  type UserAttributeProfileCreate,
  userAttributeProfileCreateSchema,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";
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

export function createUserAttributeProfileOptions(client: ApiClient) {
  const key = userAttributeProfileKeys.create();
  return writeOptions(client, key, createUserAttributeProfile, bodyOf<UserAttributeProfileCreate>);
}

export const CREATE_USER_ATTRIBUTE_PROFILE_WRITE: WriteDescription = {
  doing: "creating the profile",
  result: "the profile was created",
  repeat: {
    check:
      "Look for a profile of this name in the list before creating it again: a second create would make a second profile.",
  },
};
