import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationName, organizationSchema } from "../schemas/organization";
import { organizationKeys } from "./keys";

/** GET /organizations/{id}. An id that is no organization id is a ZodError, never sent. */
export const getOrganization = operation((id: string) => ({
  method: "GET",
  path: apiPath`/organizations/${organizationId.parse(id)}`,
  schema: organizationSchema,
}));

/** GET /organizations/name/{name}: exact match; a name the rule refuses is never sent. */
export const getOrganizationByName = operation((name: string) => ({
  method: "GET",
  path: apiPath`/organizations/name/${organizationName.parse(name)}`,
  schema: organizationSchema,
}));

export function organizationOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(client, id, { signal }),
    retry: false,
  });
}
