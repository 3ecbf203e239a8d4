import type { Hono } from "hono";
import { z } from "zod";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError, validationMessage } from "../errors.ts";
import type { TenantLimits } from "../limits.ts";
import { tenantOrigin } from "../origins.ts";
import type { TenantRuntime } from "../runtime.ts";
import { DEFAULT_ORGANIZATION_COUNT, DEFAULT_USER_COUNT, MAX_SEEDED_USERS } from "../seed/index.ts";
import { LIMIT_REACHED } from "../store/tenantStore.ts";
import { mountLifecycleTestControl } from "./testControlLifecycle.ts";

const wholeNumber = z.number().int();

/** Request bodies of the test-control routes (tenant-only; not part of the contract). */
const controlSchemas = (limits: TenantLimits) => ({
  reset: z.strictObject({
    seed: wholeNumber.optional(),
    profiles: wholeNumber.min(0).max(limits.tokenExchangeProfiles).optional(),
    organizations: wholeNumber.min(DEFAULT_ORGANIZATION_COUNT).max(limits.organizations).optional(),
    users: wholeNumber.min(DEFAULT_USER_COUNT).max(MAX_SEEDED_USERS).optional(),
  }),
  token: z.strictObject({
    scopes: z.array(z.string()),
    expiresInSeconds: wholeNumber.optional(),
    clientId: z.string().min(1).optional(),
    global: z.boolean().optional(),
  }),
  rateLimit: z.strictObject({
    capacity: wholeNumber.min(1),
    refillPerSecond: z.number().positive(),
    bucketScale: z.number().positive().optional(),
  }),
  clock: z.strictObject({ advanceMs: z.number() }),
  profiles: z.strictObject({ count: wholeNumber.min(1).max(limits.tokenExchangeProfiles) }),
});

const PREFIX = "/__tenant";

/**
 * A cross-site page can send an empty form or text/plain POST without a preflight, but not one
 * with `Content-Type: application/json`: requiring it, even for an empty body, keeps another
 * page in the browser from resetting or re-configuring the tenant.
 */
function requireJsonContentType(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return;
  const sent = mediaType ? `Content-Type ${mediaType}` : "A request without Content-Type";
  throw new TenantError(
    415,
    `${sent} is not supported; test control takes application/json, even for an empty body`,
    "unsupported_media_type",
  );
}

/** Routes for tests and e2e fixtures; mounted only with `testControl: true`. */
export function mountTestControl(app: Hono<TenantEnv>, runtime: TenantRuntime): void {
  // The limits are fixed when the tenant is created and survive resets.
  const schemas = controlSchemas(runtime.store.limits);
  const bodyOf = async <T>(request: Request, schema: z.ZodType<T>) =>
    parseOrThrow(schema, await readBody(request, { formats: ["json"] }), "Payload");

  app.use(`${PREFIX}/*`, async (c, next) => {
    requireJsonContentType(c.req.raw);
    await next();
  });

  mountLifecycleTestControl(app, runtime, bodyOf);

  app.post(`${PREFIX}/reset`, async (c) => {
    runtime.reset(await bodyOf(c.req.raw, schemas.reset));
    return c.json({ seed: runtime.store.seed, profileCount: runtime.store.profileCount });
  });

  app.get(`${PREFIX}/state`, (c) => c.json(runtime.store.snapshot()));

  app.post(`${PREFIX}/token`, async (c) => {
    const request = await bodyOf(c.req.raw, schemas.token);
    const origin = tenantOrigin(c, runtime.publicOrigin);
    return c.json({ access_token: await runtime.mint({ ...request, origin }) });
  });

  app.post(`${PREFIX}/rate-limit`, async (c) => {
    const { bucketScale, ...config } = await bodyOf(c.req.raw, schemas.rateLimit);
    runtime.limiter.configure(config);
    runtime.buckets.configure(bucketScale ?? runtime.buckets.scale);
    return c.json({ ...runtime.limiter.settings, bucketScale: runtime.buckets.scale });
  });

  app.post(`${PREFIX}/clock`, async (c) => {
    runtime.clock.advance((await bodyOf(c.req.raw, schemas.clock)).advanceMs);
    return c.json({ now: runtime.clock.now() });
  });

  app.post(`${PREFIX}/profiles`, async (c) => {
    const { count } = await bodyOf(c.req.raw, schemas.profiles);
    const added = runtime.store.addProfiles(count, runtime.clock.now());
    if (added === LIMIT_REACHED) {
      const { profileCount, limits } = runtime.store;
      const message = `The tenant holds ${profileCount} of at most ${limits.tokenExchangeProfiles} token exchange profiles; adding ${count} would pass that cap`;
      throw new TenantError(
        400,
        validationMessage("Payload", message, ["count"]),
        "too_many_entities",
      );
    }
    return c.json({
      added: added.map((profile) => profile.id),
      profileCount: runtime.store.profileCount,
    });
  });
}
