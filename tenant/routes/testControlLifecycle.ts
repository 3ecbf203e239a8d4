import type { Hono } from "hono";
import { z } from "zod";
import { connectionName } from "../../src/api/schemas/index.ts";
import type { TenantEnv } from "../env.ts";
import { TenantError, validationMessage } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

const PREFIX = "/__tenant";

/** How long a user added through test control waits for the search index, by default. */
const DEFAULT_SEARCH_LAG_MS = 60_000;

/** Bodies of the lifecycle's test-control routes (tenant-only; not part of the contract). */
const lifecycleControlSchemas = {
  /** A user the way a sign-up or an import makes one: readable at once, searchable later. */
  user: z.strictObject({
    email: z.string().min(1),
    connection: connectionName,
    user_id: z.string().min(1).max(1024).optional(),
    name: z.string().min(1).optional(),
    blocked: z.boolean().optional(),
    searchLagMs: z.number().int().min(0).optional(),
  }),
  userSearch: z.strictObject({ timesOut: z.boolean() }),
};

type BodyOf = <T>(request: Request, schema: z.ZodType<T>) => Promise<T>;

/**
 * Test control for the lifecycle resources: add a user the search does not find yet, make the
 * search time out. GET /__tenant/state reports what they change.
 */
export function mountLifecycleTestControl(
  app: Hono<TenantEnv>,
  runtime: TenantRuntime,
  bodyOf: BodyOf,
): void {
  app.post(`${PREFIX}/users`, async (c) => {
    const request = await bodyOf(c.req.raw, lifecycleControlSchemas.user);
    const { users } = runtime.store;
    const connection = runtime.store.connectionByName(request.connection);
    if (!connection) {
      const message = `No connection named ${request.connection} exists`;
      throw new TenantError(
        400,
        validationMessage("Payload", message, ["connection"]),
        "invalid_body",
      );
    }
    const userId = request.user_id ?? `${connection.strategy}|${connection.name}|${request.email}`;
    const now = runtime.clock.now();
    const searchableAt = now + (request.searchLagMs ?? DEFAULT_SEARCH_LAG_MS);
    const at = new Date(now).toISOString();
    const added = users.add(
      {
        user_id: userId,
        connections: [connection.name],
        assessments: { [connection.name]: ["new-device"] },
        email: request.email,
        email_verified: false,
        ...(request.name === undefined ? {} : { name: request.name }),
        created_at: at,
        updated_at: at,
        logins_count: 0,
        blocked: request.blocked ?? false,
      },
      searchableAt,
    );
    if (!added) {
      const message = `A user with the id ${userId} exists`;
      throw new TenantError(
        400,
        validationMessage("Payload", message, ["user_id"]),
        "invalid_body",
      );
    }
    return c.json({ user: users.resource(userId), searchableAt });
  });

  app.post(`${PREFIX}/user-search`, async (c) => {
    const { timesOut } = await bodyOf(c.req.raw, lifecycleControlSchemas.userSearch);
    runtime.store.users.searchTimesOut = timesOut;
    return c.json({ timesOut });
  });
}
