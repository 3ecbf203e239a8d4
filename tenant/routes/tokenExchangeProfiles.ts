import type { Context } from "hono";
import {
  tokenExchangeProfileCreateSchema,
  tokenExchangeProfileId,
  tokenExchangeProfilePatchSchema,
} from "../../src/api/schemas/index.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { LIMIT_REACHED } from "../store/tenantStore.ts";
import {
  inexistentTokenExchangeProfile,
  profileLimitReached,
  subjectTokenTypeTaken,
  unusableAction,
} from "./tokenExchangeProfileErrors.ts";

const idOf = (c: Context<TenantEnv>) =>
  parseOrThrow(tokenExchangeProfileId, c.req.param("id"), "Path", ["id"]);

/** POST /api/v2/token-exchange-profiles: 201 with the profile. */
export function createTokenExchangeProfile(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, { formats: ["json", "form"] });
    const input = parseOrThrow(tokenExchangeProfileCreateSchema, body, "Payload");
    const created = runtime.store.createTokenExchangeProfile(input, runtime.clock.now());
    if (created === LIMIT_REACHED) throw profileLimitReached();
    if (created === "subject-taken") throw subjectTokenTypeTaken("create");
    if (typeof created === "string") throw unusableAction(created);
    return c.json(created, 201);
  };
}

/** GET /api/v2/token-exchange-profiles/{id}: 200 with the profile. */
export function getTokenExchangeProfile(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    const profile = runtime.store.profiles.get(idOf(c));
    if (!profile) throw inexistentTokenExchangeProfile();
    return c.json(profile, 200);
  };
}

/**
 * PATCH /api/v2/token-exchange-profiles/{id}: only name and subject_token_type change. The API
 * definition declares an empty 200; recorded traffic shows the whole profile, which this sends.
 */
export function updateTokenExchangeProfile(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = idOf(c);
    const body = await readBody(c.req.raw, { formats: ["json", "form"] });
    const patch = parseOrThrow(tokenExchangeProfilePatchSchema, body, "Payload");
    const now = new Date(runtime.clock.now()).toISOString();
    const updated = runtime.store.profiles.update(id, patch, now);
    if (updated === "not-found") throw inexistentTokenExchangeProfile();
    if (updated === "subject-taken") throw subjectTokenTypeTaken("update");
    return c.json(updated, 200);
  };
}

/**
 * DELETE /api/v2/token-exchange-profiles/{id}: 204. The service declares no 404 and what it
 * answers for a missing id is not known; this answers the GET's 404, which a careful client
 * reads as "already gone".
 */
export function deleteTokenExchangeProfile(runtime: TenantRuntime) {
  return (c: Context<TenantEnv>): Response => {
    if (!runtime.store.profiles.delete(idOf(c))) throw inexistentTokenExchangeProfile();
    return c.body(null, 204);
  };
}
