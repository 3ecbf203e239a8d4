import { ANY_ROLE, byName, CHECKPOINT, row } from "../operationRow.ts";
import { QUERY as Q } from "../schemas/requestRules.ts";

/** The connections operations the console calls, a row each (src/api/operations.ts gathers them). */
export const CONNECTION_OPERATIONS = byName([
  row({
    name: "listConnections",
    method: "GET",
    roles: ANY_ROLE,
    path: "/connections",
    query: {
      ...CHECKPOINT,
      name: Q.connectionName,
      strategy: Q.strategy,
      fields: Q.fields,
      include_fields: Q.includeFields,
    },
    scope: "read:connections",
    does: "list connections",
  }),
] as const);
