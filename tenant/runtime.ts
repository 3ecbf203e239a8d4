import type { ClientRegistry } from "./clients.ts";
import type { Clock } from "./clock.ts";
import type { CursorCodec } from "./cursor.ts";
import type { OperationLimiter } from "./operationBuckets.ts";
import type { RateLimiter } from "./rateLimiter.ts";
import type { TenantStore } from "./store.ts";
import type { TokenService } from "./tokens.ts";

export interface MintRequest {
  scopes: readonly string[];
  origin: string;
  expiresInSeconds?: number;
  clientId?: string;
  /** Marks the client (not just this token) global or not. */
  global?: boolean;
}

export interface ResetRequest {
  seed?: number;
  profiles?: number;
  /** Users to seed, at least DEFAULT_USER_COUNT. */
  users?: number;
}

/** What routes share. `store` is replaced by `reset`, so routes read it on every call. */
export interface TenantRuntime {
  store: TenantStore;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly clients: ClientRegistry;
  readonly limiter: RateLimiter;
  /** Buckets of single operations, beside the global `limiter`; none metered by default. */
  readonly operationLimits: OperationLimiter;
  readonly cursors: CursorCodec;
  readonly corsOrigins: (origin: string) => boolean;
  readonly publicOrigin: string | undefined;
  readonly testControl: boolean;
  reset(request?: ResetRequest): void;
  mint(request: MintRequest): Promise<string>;
}
