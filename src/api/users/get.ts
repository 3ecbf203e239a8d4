import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { userId } from "../schemas/riskAssessment";
import { userIdentitiesSchema, userSchema } from "../schemas/user";
import { userKeys } from "./keys";
import { USER_OPERATIONS } from "./operations.ts";

/**
 * GET /users/{id}?fields=identities&include_fields=true: only the user's identities, whose
 * `connection` names are what a risk assessment clear needs. An id outside 1–1024 characters is
 * a ZodError, never sent.
 */
export const getUserIdentities = operation((id: string) => ({
  method: "GET",
  path: pathOf(USER_OPERATIONS.getUser, { id: userId.parse(id) }),
  query: { fields: "identities", include_fields: "true" },
  schema: userIdentitiesSchema,
}));

export function userIdentitiesOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: userKeys.identities(id),
    queryFn: ({ signal }) => getUserIdentities(client, id, { signal }),
  });
}

/**
 * GET /users/{id}: the whole user, as the support desk shows it (email, name, identities, last
 * login, blocked). An id outside 1–1024 characters is a ZodError, never sent.
 */
export const getUser = operation((id: string) => ({
  method: "GET",
  path: pathOf(USER_OPERATIONS.getUser, { id: userId.parse(id) }),
  schema: userSchema,
}));
