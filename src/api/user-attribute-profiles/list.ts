import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { listingOptions } from "../listingOptions";
import { operation } from "../operation";
import { LIMITS } from "../schemas/limits";
import { type CheckpointQuery, checkpointQuerySchema } from "../schemas/paging";
import { userAttributeProfileListSchema } from "../schemas/userAttributeProfileList";
import { userAttributeProfileKeys } from "./keys";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./operations.ts";

/** GET /user-attribute-profiles: one page. A `take` outside 1–100 is a ZodError, never sent. */
export const listUserAttributeProfiles = operation((input: CheckpointQuery) => ({
  method: "GET",
  path: pathOf(USER_ATTRIBUTE_PROFILE_OPERATIONS.listUserAttributeProfiles),
  query: checkpointQuerySchema.parse(input),
  schema: userAttributeProfileListSchema,
}));

/** Every page of profiles, LIMITS.userAttributeProfileTakeDefault at a time unless told. */
export function userAttributeProfileListOptions(
  client: ApiClient,
  take: number = LIMITS.userAttributeProfileTakeDefault,
) {
  return listingOptions(userAttributeProfileKeys.list(take), (from, signal) =>
    listUserAttributeProfiles(client, { from, take }, { signal }),
  );
}
