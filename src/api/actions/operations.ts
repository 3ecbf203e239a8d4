import { ANY_ROLE, byName, row } from "../operationRow.ts";
import { QUERY as Q } from "../schemas/requestRules.ts";

/** The actions operations the console calls, a row each (src/api/operations.ts gathers them). */
export const ACTION_OPERATIONS = byName([
  row({
    name: "listActions",
    method: "GET",
    roles: ANY_ROLE,
    path: "/actions/actions",
    query: { triggerId: Q.triggerId, deployed: Q.deployed, per_page: Q.actionsPerPage },
    scope: "read:actions",
    does: "list actions",
  }),
] as const);
