import { ANY_ROLE, byName, row } from "../operationRow.ts";
import { QUERY as Q } from "../schemas/requestRules.ts";

/** The tenant roles operations the console calls, a row each (src/api/operations.ts gathers them). */
export const ROLE_OPERATIONS = byName([
  row({
    name: "listRoles",
    method: "GET",
    roles: ANY_ROLE,
    path: "/roles",
    query: {
      page: Q.page,
      per_page: Q.perPage,
      include_totals: Q.includeTotals,
      name_filter: Q.nameFilter,
    },
    scope: "read:roles",
    does: "list the tenant's roles",
  }),
] as const);
