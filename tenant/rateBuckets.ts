import { type RateDecision, RateLimiter } from "./rateLimiter.ts";

/**
 * The service's own rate-limit buckets, as burst and sustained requests per minute
 * (lifecycle-operations.md, "Rate-limit buckets", enterprise public cloud). A call is charged to
 * the tenant-wide bucket and then to its operation's. Users-by-email, actions, attribute
 * profiles and risk settings have no bucket of their own there, nor GET /users on that plan.
 */
export const RATE_BUCKETS = {
  listOrganizations: { burst: 10, perMinute: 100 },
  getOrganization: { burst: 10, perMinute: 100 },
  getOrganizationByName: { burst: 20, perMinute: 200 },
  /** POST, PATCH and DELETE of organizations. */
  writeOrganizations: { burst: 5, perMinute: 150 },
  readMembers: { burst: 40, perMinute: 500 },
  writeMembers: { burst: 20, perMinute: 200 },
  readMemberRoles: { burst: 20, perMinute: 200 },
  writeMemberRoles: { burst: 20, perMinute: 200 },
  readOrganizationConnections: { burst: 10, perMinute: 100 },
  writeOrganizationConnections: { burst: 5, perMinute: 150 },
  /**
   * Reading one token exchange profile. The listing is left out on purpose: the console reads a
   * 10,000-profile tenant in a hundred pages in a row, which a bucket of 20 would cut short at
   * the service's scale (and only the tenant-wide bucket meters it here).
   */
  readTokenExchangeProfiles: { burst: 20, perMinute: 200 },
  /** POST, PATCH and DELETE of token exchange profiles. */
  writeTokenExchangeProfiles: { burst: 5, perMinute: 100 },
} as const;
export type RateBucketName = keyof typeof RATE_BUCKETS;

/**
 * Each bucket holds `scale` times the service's numbers. At 12, GET /organizations matches the
 * tenant-wide default (120 at once, 20 a second), so a person clicking through the console never
 * meets a 429; at 1 the buckets are the service's own.
 */
export const DEFAULT_BUCKET_SCALE = 12;

function assertBucketScale(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new RangeError(`bucketScale must be a positive number, got ${scale}`);
  }
  return scale;
}

/** One token bucket per operation bucket and caller. */
export class OperationBuckets {
  private limiters = new Map<RateBucketName, RateLimiter>();
  private currentScale = DEFAULT_BUCKET_SCALE;

  constructor(
    scale: number,
    private readonly now: () => number,
  ) {
    this.configure(scale);
  }

  get scale(): number {
    return this.currentScale;
  }

  /** New sizes, every bucket full again. */
  configure(scale: number): void {
    this.currentScale = assertBucketScale(scale);
    this.limiters = new Map(
      Object.entries(RATE_BUCKETS).map(([name, { burst, perMinute }]) => [
        name as RateBucketName,
        new RateLimiter(
          {
            capacity: Math.max(1, Math.round(burst * scale)),
            refillPerSecond: (perMinute / 60) * scale,
          },
          this.now,
        ),
      ]),
    );
  }

  take(bucket: RateBucketName, caller: string): RateDecision {
    const limiter = this.limiters.get(bucket);
    if (!limiter) throw new Error(`no rate bucket ${bucket}`);
    return limiter.take(caller);
  }
}
