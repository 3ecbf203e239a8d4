import type { Hono } from "hono";
import { z } from "zod";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import { tenantOrigin } from "../origins.ts";
import type { TenantRuntime } from "../runtime.ts";

const wholeNumber = z.number().int();
export const MAX_PROFILES = 100_000;

/** Request bodies of the test-control routes (tenant-only; not part of the contract). */
export const controlSchemas = {
  reset: z.strictObject({
    seed: wholeNumber.optional(),
    profiles: wholeNumber.min(0).max(MAX_PROFILES).optional(),
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
  }),
  clock: z.strictObject({ advanceMs: z.number() }),
  profiles: z.strictObject({ count: wholeNumber.min(1).max(MAX_PROFILES) }),
};

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
  const bodyOf = async <T>(request: Request, schema: z.ZodType<T>) =>
    parseOrThrow(schema, await readBody(request, { formats: ["json"] }), "Payload");

  app.use(`${PREFIX}/*`, async (c, next) => {
    requireJsonContentType(c.req.raw);
    await next();
  });

  app.post(`${PREFIX}/reset`, async (c) => {
    runtime.reset(await bodyOf(c.req.raw, controlSchemas.reset));
    return c.json({ seed: runtime.store.seed, profileCount: runtime.store.profileCount });
  });

  app.get(`${PREFIX}/state`, (c) => c.json(runtime.store.snapshot()));

  app.post(`${PREFIX}/token`, async (c) => {
    const request = await bodyOf(c.req.raw, controlSchemas.token);
    const origin = tenantOrigin(c, runtime.publicOrigin);
    return c.json({ access_token: await runtime.mint({ ...request, origin }) });
  });

  app.post(`${PREFIX}/rate-limit`, async (c) => {
    runtime.limiter.configure(await bodyOf(c.req.raw, controlSchemas.rateLimit));
    return c.json(runtime.limiter.settings);
  });

  app.post(`${PREFIX}/clock`, async (c) => {
    runtime.clock.advance((await bodyOf(c.req.raw, controlSchemas.clock)).advanceMs);
    return c.json({ now: runtime.clock.now() });
  });

  app.post(`${PREFIX}/profiles`, async (c) => {
    const { count } = await bodyOf(c.req.raw, controlSchemas.profiles);
    const added = runtime.store.addProfiles(count, runtime.clock.now());
    return c.json({
      added: added.map((profile) => profile.id),
      profileCount: runtime.store.profileCount,
    });
  });
}
