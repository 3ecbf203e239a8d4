import type { Context } from "hono";
import { z } from "zod";
import { connectionListQuerySchema, LIMITS } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { trimFields } from "./fields.ts";
import { nextMember, positionAfter, queryObject } from "./paging.ts";

const LIST = "connections";

/**
 * The vendor's SDK sends `include_totals=true` with `take` (lifecycle-operations.md, "What S
 * sends"); as with the organizations and members lists, the checkpoint form answers it. The
 * console never sends it, so its own schema stays closed.
 */
const tenantQuerySchema = connectionListQuerySchema.extend({
  include_totals: z
    .enum(["true", "false"], { error: "include_totals must be true or false" })
    .optional(),
});

/**
 * GET /api/v2/connections: checkpoint pagination over the tenant's connections, filtered by
 * exact `name` and any of the `strategy` values, trimmed by `fields`.
 */
export function listConnections(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(tenantQuerySchema, queryObject(c), "Query");
    const page = runtime.store.connectionPage(
      positionAfter(runtime, query.from, LIST),
      query.take ?? LIMITS.take.default,
      { name: query.name, strategies: query.strategy },
    );
    return c.json(
      {
        connections: page.items.map((connection) =>
          trimFields(connection, query.fields, query.include_fields),
        ),
        ...nextMember(runtime, page.continueAfter, LIST),
      },
      200,
    );
  };
}
