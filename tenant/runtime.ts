import type { ClientRegistry } from "./clients.ts";
import type { Clock } from "./clock.ts";
import type { CursorCodec } from "./cursor.ts";
import type { OperationBuckets } from "./rateBuckets.ts";
import type { RateLimiter } from "./rateLimiter.ts";
import type { TenantStore } from "./store/tenantStore.ts";
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
  organizations?: number;
  /** Users in all, at least DEFAULT_USER_COUNT. */
  users?: number;
}

/** What routes share. `store` is replaced by `reset`, so routes read it on every call. */
export interface TenantRuntime {
  store: TenantStore;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly clients: ClientRegistry;
  readonly limiter: RateLimiter;
  /** The operations' own buckets (RATE_BUCKETS), charged after `limiter`. */
  readonly buckets: OperationBuckets;
  readonly cursors: CursorCodec;
  readonly corsOrigins: (origin: string) => boolean;
  readonly publicOrigin: string | undefined;
  readonly testControl: boolean;
  reset(request?: ResetRequest): void;
  mint(request: MintRequest): Promise<string>;
}
