import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { roleListQuerySchema, roleListSchema } from "../schemas/role";
import { ROLE_OPERATIONS } from "./operations.ts";

export interface ListRolesInput {
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
