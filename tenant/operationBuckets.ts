import { type RateDecision, type RateLimitConfig, RateLimiter } from "./rateLimiter.ts";

/** Operations the service meters in a bucket of their own (lifecycle-operations.md). */
export const OPERATION_BUCKETS = [
  "token-exchange-profiles:read",
  "token-exchange-profiles:write",
] as const;
export type OperationBucket = (typeof OPERATION_BUCKETS)[number];
export type OperationBucketConfig = Partial<Record<OperationBucket, RateLimitConfig>>;

/**
 * The enterprise plan's figures: a burst, then the sustained rate per minute. Off unless asked
 * for (`operationBuckets`, `--operation-buckets`, test control), because the profile list read
 * at scale takes a hundred pages in a row and the tests' frozen clock never refills a bucket.
 */
export const REAL_OPERATION_BUCKETS: Required<OperationBucketConfig> = {
  "token-exchange-profiles:read": { capacity: 20, refillPerSecond: 200 / 60 },
  "token-exchange-profiles:write": { capacity: 5, refillPerSecond: 100 / 60 },
};

/** One per-caller bucket for each configured operation bucket, beside the global one. */
export class OperationLimiter {
  private limiters = new Map<OperationBucket, RateLimiter>();
  private config: OperationBucketConfig = {};

  constructor(
    config: OperationBucketConfig,
    private readonly now: () => number,
  ) {
    this.configure(config);
  }

  get settings(): OperationBucketConfig {
    return structuredClone(this.config);
  }

  /** Replaces every bucket (a bucket left out is no longer metered) and empties them. */
  configure(config: OperationBucketConfig): void {
    const entries = OPERATION_BUCKETS.flatMap((bucket) => {
      const settings = config[bucket];
      return settings ? [[bucket, new RateLimiter(settings, this.now)] as const] : [];
    });
    this.limiters = new Map(entries);
    this.config = structuredClone(config);
  }

  /** The bucket's decision for this caller, or undefined when the bucket is not metered. */
  take(bucket: OperationBucket, key: string): RateDecision | undefined {
    return this.limiters.get(bucket)?.take(key);
  }
}
