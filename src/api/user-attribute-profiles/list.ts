import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { LIMITS } from "../schemas/limits";
import { type CheckpointQuery, checkpointQuerySchema } from "../schemas/paging";
import { nextCursor } from "../schemas/tokenExchangeProfile";
import {
  type UserAttributeProfileList,
  userAttributeProfileListSchema,
} from "../schemas/userAttributeProfileList";
import { userAttributeProfileKeys } from "./keys";

export type ListUserAttributeProfilesInput = CheckpointQuery;

/** GET /user-attribute-profiles: one page. A `take` outside 1–100 is a ZodError, never sent. */
export async function listUserAttributeProfiles(
  client: ApiClient,
  input: ListUserAttributeProfilesInput,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<UserAttributeProfileList> {
  const query = checkpointQuerySchema.parse(input);
  return client.request({
    method: "GET",
    path: apiPath`/user-attribute-profiles`,
    query,
    schema: userAttributeProfileListSchema,
    signal,
    onRateLimitWait,
  });
}

/** Page after page of profiles, following `next` until the tenant omits it or sends "". */
export function userAttributeProfileListOptions(
  client: ApiClient,
  take: number = LIMITS.userAttributeProfileTakeDefault,
) {
  return infiniteQueryOptions({
    queryKey: userAttributeProfileKeys.list(take),
    queryFn: ({ pageParam, signal }) =>
      listUserAttributeProfiles(client, { from: pageParam, take }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: UserAttributeProfileList) => nextCursor(lastPage),
  });
}
