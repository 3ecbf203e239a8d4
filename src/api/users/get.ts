import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { userId as userIdSchema } from "../schemas/riskAssessment";
import { type UserIdentities, userIdentitiesSchema } from "../schemas/user";
import { userKeys } from "./keys";

/**
 * GET /users/{id}?fields=identities&include_fields=true: only the user's identities, whose
 * `connection` names are what a risk assessment clear needs. An id outside 1–1024 characters is
 * a ZodError, never sent.
 */
export async function getUserIdentities(
  client: ApiClient,
  userId: string,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<UserIdentities> {
  const id = userIdSchema.parse(userId);
  return client.request({
    method: "GET",
    path: apiPath`/users/${id}`,
    query: { fields: "identities", include_fields: "true" },
    schema: userIdentitiesSchema,
    signal,
    onRateLimitWait,
  });
}

export function userIdentitiesOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: userKeys.identities(userId),
    queryFn: ({ signal }) => getUserIdentities(client, userId, { signal }),
  });
}
