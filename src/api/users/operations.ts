import { ADMINISTRATOR_OR_SUPPORT, ANY_ROLE, byName, row } from "../operationRow.ts";
import { PATH_PARAMS as P, QUERY as Q } from "../schemas/requestRules.ts";

/** The users operations the console calls, a row each (src/api/operations.ts gathers them). */
export const USER_OPERATIONS = byName([
  row({
    name: "getUser",
    method: "GET",
    roles: ANY_ROLE,
    path: "/users/{id}",
    params: { id: P.userId },
    query: { fields: Q.fields, include_fields: Q.includeFields },
    scope: "read:users",
    does: "read users",
  }),
  row({
    name: "getUsersByEmail",
    method: "GET",
    roles: ANY_ROLE,
    path: "/users-by-email",
    query: { email: Q.email },
    scope: "read:users",
    does: "find users by email",
  }),
  row({
    name: "searchUsers",
    method: "GET",
    roles: ANY_ROLE,
    path: "/users",
    query: {
      q: Q.searchQuery,
      search_engine: Q.searchEngine,
      page: Q.searchPage,
      per_page: Q.searchPerPage,
      include_totals: Q.includeTotals,
    },
    scope: "read:users",
    does: "search users",
  }),
  row({
    name: "listUserOrganizations",
    method: "GET",
    roles: ANY_ROLE,
    path: "/users/{id}/organizations",
    params: { id: P.userId },
    query: { page: Q.page, per_page: Q.perPage, include_totals: Q.includeTotals },
    scope: "read:organizations",
    does: "tell whether a user is a member of an organization",
  }),
  row({
    name: "invalidateRememberBrowser",
    method: "POST",
    roles: ADMINISTRATOR_OR_SUPPORT,
    path: "/users/{id}/multifactor/actions/invalidate-remember-browser",
    params: { id: P.userId },
    target: "id",
    scope: "update:users",
    does: "forget users' remembered browsers",
    label: "Forget remembered browsers",
  }),
] as const);
