import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { userAttributeProfileId } from "../schemas/ids";
import {
  type UserAttributeProfile,
  userAttributeProfileSchema,
} from "../schemas/userAttributeProfile";
import { userAttributeProfileKeys } from "./keys";

/**
 * GET /user-attribute-profiles/{id}: the whole profile. An id that is not `uap_` + 22 letters or
 * digits is a ZodError, never sent.
 */
export async function getUserAttributeProfile(
  client: ApiClient,
  id: string,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<UserAttributeProfile> {
  const valid = userAttributeProfileId.parse(id);
  return client.request({
    method: "GET",
    path: apiPath`/user-attribute-profiles/${valid}`,
    schema: userAttributeProfileSchema,
    signal,
    onRateLimitWait,
  });
}

export function userAttributeProfileOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: userAttributeProfileKeys.detail(id),
    queryFn: ({ signal }) => getUserAttributeProfile(client, id, { signal }),
    // An edit starts from what the tenant holds when the profile is opened, not a minute ago.
    staleTime: 0,
  });
}
