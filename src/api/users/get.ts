import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { userId } from "../schemas/riskAssessment";
import { userIdentitiesSchema } from "../schemas/user";
import { userKeys } from "./keys";

/**
 * GET /users/{id}?fields=identities&include_fields=true: only the user's identities, whose
 * `connection` names are what a risk assessment clear needs. An id outside 1–1024 characters is
 * a ZodError, never sent.
 */
export const getUserIdentities = operation((id: string) => ({
  method: "GET",
  path: apiPath`/users/${userId.parse(id)}`,
  query: { fields: "identities", include_fields: "true" },
  schema: userIdentitiesSchema,
}));

export function userIdentitiesOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: userKeys.identities(id),
    queryFn: ({ signal }) => getUserIdentities(client, id, { signal }),
  });
}
