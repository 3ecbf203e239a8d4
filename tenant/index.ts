import type { IncomingMessage, ServerResponse } from "node:http";
import type { Hono } from "hono";
import { createApp } from "./app.ts";
import { ClientRegistry, SEEDED_CLIENTS } from "./clients.ts";
import { createClock } from "./clock.ts";
import { createCursorCodec } from "./cursor.ts";
import type { TenantEnv } from "./env.ts";
import { resolveLimits, type TenantLimits } from "./limits.ts";
import { DEFAULT_OPERATOR_PASSWORD } from "./oidc/people.ts";
import { SignInService, signInIssuer } from "./oidc/signInService.ts";
import { isLoopbackOrigin } from "./origins.ts";
import { isSignInPath } from "./paths.ts";
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
export { CONSOLE_WEB_CLIENT, ID_TOKEN_ALG } from "./oidc/consoleClient.ts";
export { LOGIN_THROTTLE } from "./oidc/loginThrottle.ts";
export { DEFAULT_OPERATOR_PASSWORD, SIGN_IN_PEOPLE, signInPeopleLines } from "./oidc/people.ts";
export { signInIssuer } from "./oidc/signInService.ts";
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
  /** The one password of every seeded person who signs in; default DEFAULT_OPERATOR_PASSWORD. */
  operatorPassword?: string;
}

export interface Tenant {
  app: Hono<TenantEnv>;
  /** For a Vite/connect middleware: call it only when `isTenantPath(req.url)`. */
  nodeHandler: (req: IncomingMessage, res: ServerResponse) => void;
  /** On 127.0.0.1; its `issuer` is the sign-in provider's (`signInIssuer` of its origin). */
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
  const publicOrigin = options.publicOrigin?.replace(/\/+$/, "");
  const operatorPassword = options.operatorPassword ?? DEFAULT_OPERATOR_PASSWORD;
  // An empty password would let an empty form field sign anyone in.
  if (operatorPassword === "") throw new RangeError("operatorPassword must not be empty");
  const signIn = new SignInService({ publicOrigin, operatorPassword, now });

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
    publicOrigin,
    testControl: options.testControl ?? false,
    // Keys and clock survive a reset, so tokens already handed out keep working; a client made
    // non-global is global again, as seeded. Failed sign-ins are forgotten; sessions are kept.
    reset(request = {}) {
      clients.resetFlags();
      signIn.throttle.clear();
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
  const appHandler = createNodeHandler(app);
  const nodeHandler = (req: IncomingMessage, res: ServerResponse) =>
    isSignInPath(req.url) ? signIn.handle(req, res) : appHandler(req, res);
  return {
    app,
    nodeHandler,
    listen: async (port) => {
      const running = await listenOnLoopback(nodeHandler, port);
      return { ...running, issuer: signInIssuer(publicOrigin ?? running.url) };
    },
    mintToken: (request) => runtime.mint(request),
    reset: (request) => runtime.reset(request),
    clock: { now, advance: (ms) => clock.advance(ms) },
  };
}
