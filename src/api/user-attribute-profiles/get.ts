import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { userAttributeProfileId } from "../schemas/ids";
import { userAttributeProfileSchema } from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";

/**
 * GET /user-attribute-profiles/{id}: the whole profile. An id that is not `uap_` + 22 letters or
 * digits is a ZodError, never sent.
 */
export const getUserAttributeProfile = operation((id: string) => ({
  method: "GET",
  path: apiPath`/user-attribute-profiles/${userAttributeProfileId.parse(id)}`,
  schema: userAttributeProfileSchema,
}));

export function userAttributeProfileOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: userAttributeProfileKeys.detail(id),
    queryFn: ({ signal }) => getUserAttributeProfile(client, id, { signal }),
    // An edit starts from what the tenant holds when the profile is opened, not a minute ago.
    staleTime: 0,
  });
}
