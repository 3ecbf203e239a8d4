import type { Context } from "hono";
import { connectionListQuerySchema, LIMITS } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { trimFields } from "./fields.ts";
import { nextMember, positionAfter, queryObject } from "./paging.ts";

const LIST = "connections";

/**
 * GET /api/v2/connections: checkpoint pagination over the tenant's connections, filtered by
 * exact `name` and any of the `strategy` values, trimmed by `fields`.
 */
export function listConnections(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const query = parseOrThrow(connectionListQuerySchema, queryObject(c), "Query");
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
