import type { IncomingMessage, ServerResponse } from "node:http";
import type { Hono } from "hono";
import { createApp } from "./app.ts";
import { ClientRegistry, SEEDED_CLIENTS } from "./clients.ts";
import { createClock } from "./clock.ts";
import { createCursorCodec } from "./cursor.ts";
import type { TenantEnv } from "./env.ts";
import { resolveLimits, type TenantLimits } from "./limits.ts";
import { isLoopbackOrigin } from "./origins.ts";
import { DEFAULT_BUCKET_SCALE, OperationBuckets } from "./rateBuckets.ts";
import { DEFAULT_RATE_LIMIT, type RateLimitConfig, RateLimiter } from "./rateLimiter.ts";
import type { MintRequest, ResetRequest, TenantRuntime } from "./runtime.ts";
import {
  DEFAULT_ORGANIZATION_COUNT,
  DEFAULT_PROFILE_COUNT,
  DEFAULT_SEED,
  DEFAULT_USER_COUNT,
} from "./seed/index.ts";
import { createNodeHandler, listenOnLoopback, type RunningTenant } from "./server.ts";
import { TenantStore } from "./store/tenantStore.ts";
import { TokenService } from "./tokens.ts";

export { CONSOLE_SCOPES, OPERATION_SCOPES } from "../src/api/schemas/scopes.ts";
export { SEEDED_CLIENTS } from "./clients.ts";
export type { TenantEnv } from "./env.ts";
export { type TenantErrorBody, validationMessage } from "./errors.ts";
export { DEFAULT_LIMITS, type TenantLimits } from "./limits.ts";
export { isLoopbackOrigin } from "./origins.ts";
export { isTenantPath } from "./paths.ts";
export { DEFAULT_BUCKET_SCALE, RATE_BUCKETS, type RateBucketName } from "./rateBuckets.ts";
export { DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./rateLimiter.ts";
export type { MintRequest, ResetRequest } from "./runtime.ts";
export * from "./seed/index.ts";
export type { RunningTenant } from "./server.ts";
export type { TenantState } from "./store/tenantStore.ts";
export { audienceFor, TOKEN_LIFETIME_SECONDS, TOKEN_MESSAGES } from "./tokens.ts";

export interface TenantOptions {
  /** Default 42; every piece of seed data derives from it. */
  seed?: number;
  /** Token exchange profiles to seed; default 120, at most `limits.tokenExchangeProfiles`. */
  profiles?: number;
  /**
   * Organizations to seed, the fixed ones included (default: only those); generated ones fill
   * the rest, up to `limits.organizations`.
   */
  organizations?: number;
  /**
   * Users in all, initech's staff included; default and minimum DEFAULT_USER_COUNT, generated
   * ones fill the rest (10,000 for a directory at scale).
   */
  users?: number;
  /** Caps on what the tenant holds; each defaults to `DEFAULT_LIMITS`. */
  limits?: Partial<TenantLimits>;
  /** Mounts the /__tenant/* routes; default false. */
  testControl?: boolean;
  /** Milliseconds since the epoch; `clock.advance` and POST /__tenant/clock jump from it. */
  now?: () => number;
  rateLimit?: RateLimitConfig;
  /** The operations' own buckets (RATE_BUCKETS) hold this many times the service's numbers. */
  bucketScale?: number;
  /** Default: loopback origins on any port. */
  corsOrigins?: (origin: string) => boolean;
  /** When set, tokens are issued for and checked against this origin instead of the Host. */
  publicOrigin?: string;
}

export interface Tenant {
  app: Hono<TenantEnv>;
  /** For a Vite/connect middleware: call it only when `isTenantPath(req.url)`. */
  nodeHandler: (req: IncomingMessage, res: ServerResponse) => void;
  listen(port?: number): Promise<RunningTenant>;
  mintToken(options: MintRequest): Promise<string>;
  reset(options?: ResetRequest): void;
  clock: { now(): number; advance(ms: number): void };
}

function checkProfileCount(profiles: number): number {
  if (!Number.isInteger(profiles) || profiles < 0) {
    throw new RangeError("profiles must be a whole number of at least 0");
  }
  return profiles;
}

function checkOrganizationCount(organizations: number): number {
  if (!Number.isInteger(organizations)) {
    throw new RangeError("organizations must be a whole number");
  }
  return organizations;
}

export function createTenant(options: TenantOptions = {}): Tenant {
  const initialSeed = options.seed ?? DEFAULT_SEED;
  const initialProfiles = checkProfileCount(options.profiles ?? DEFAULT_PROFILE_COUNT);
  const initialOrganizations = checkOrganizationCount(
    options.organizations ?? DEFAULT_ORGANIZATION_COUNT,
  );
  const initialRateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const initialBucketScale = options.bucketScale ?? DEFAULT_BUCKET_SCALE;
  const initialUsers = options.users ?? DEFAULT_USER_COUNT;
  const limits = resolveLimits(options.limits);
  const clock = createClock(options.now);
  const now = () => clock.now();
  const clients = new ClientRegistry();
  const tokens = new TokenService(now);

  const runtime: TenantRuntime = {
    store: new TenantStore(initialSeed, initialProfiles, limits, {
      organizations: initialOrganizations,
      users: initialUsers,
    }),
    clock,
    tokens,
    clients,
    limiter: new RateLimiter(initialRateLimit, now),
    buckets: new OperationBuckets(initialBucketScale, now),
    cursors: createCursorCodec(now),
    corsOrigins: options.corsOrigins ?? isLoopbackOrigin,
    publicOrigin: options.publicOrigin?.replace(/\/+$/, ""),
    testControl: options.testControl ?? false,
    // Keys and clock survive a reset, so tokens already handed out keep working; a client made
    // non-global is global again, as seeded.
    reset(request = {}) {
      clients.resetFlags();
      runtime.store = new TenantStore(
        request.seed ?? initialSeed,
        checkProfileCount(request.profiles ?? initialProfiles),
        limits,
        {
          organizations: checkOrganizationCount(request.organizations ?? initialOrganizations),
          users: request.users ?? initialUsers,
        },
      );
      runtime.limiter.configure(initialRateLimit);
      runtime.buckets.configure(initialBucketScale);
    },
    mint(request) {
      const clientId =
        request.clientId ??
        (request.global === false ? SEEDED_CLIENTS.nonGlobal.id : SEEDED_CLIENTS.admin.id);
      if (request.global !== undefined) clients.setGlobal(clientId, request.global);
      return tokens.mint({
        clientId,
        scopes: request.scopes,
        origin: request.origin.replace(/\/+$/, ""),
        expiresInSeconds: request.expiresInSeconds,
      });
    },
  };

  const app = createApp(runtime);
  const nodeHandler = createNodeHandler(app);
  return {
    app,
    nodeHandler,
    listen: (port) => listenOnLoopback(nodeHandler, port),
    mintToken: (request) => runtime.mint(request),
    reset: (request) => runtime.reset(request),
    clock: { now, advance: (ms) => clock.advance(ms) },
  };
}
