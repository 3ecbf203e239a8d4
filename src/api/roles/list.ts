import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { roleListQuerySchema, roleListSchema, rolesOf } from "../schemas/role";
import { roleKeys } from "./keys";
import { ROLE_OPERATIONS } from "./operations.ts";

interface ListRolesInput {
  /** A part of the role's name, in any case; every role without one. */
  readonly nameFilter?: string | undefined;
  readonly page?: number | undefined;
}

/** GET /roles: the tenant's roles, 50 a page, those whose name holds `nameFilter`. */
export const listRoles = operation(({ nameFilter, page }: ListRolesInput) => ({
  method: "GET",
  path: pathOf(ROLE_OPERATIONS.listRoles),
  query: roleListQuerySchema.parse({
    ...(page === undefined ? {} : { page: String(page) }),
    ...(nameFilter?.trim() ? { name_filter: nameFilter.trim() } : {}),
  }),
  schema: roleListSchema,
}));

/** The first page of roles whose name holds `term` (every role for an empty one). */
export function roleSearchOptions(client: ApiClient, term: string) {
  return queryOptions({
    queryKey: roleKeys.search(term),
    queryFn: async ({ signal }) => {
      return rolesOf(await listRoles(client, { nameFilter: term }, { signal }));
    },
    retry: false,
    staleTime: 60_000,
  });
}
