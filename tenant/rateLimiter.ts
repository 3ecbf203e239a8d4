/** Per-caller token bucket. Times come from the tenant clock so tests can refill by jumping it. */
export interface RateLimitConfig {
  capacity: number;
  refillPerSecond: number;
}

/** High enough that a person clicking through the console never sees a 429. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { capacity: 120, refillPerSecond: 20 };

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the bucket is full again. */
  resetSeconds: number;
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many callers, full buckets are forgotten: a full bucket equals a missing one. */
const PRUNE_ABOVE = 10_000;

function assertRateLimitConfig(config: RateLimitConfig): RateLimitConfig {
  if (!Number.isInteger(config.capacity) || config.capacity < 1) {
    throw new RangeError("capacity must be a whole number of at least 1");
  }
  if (!Number.isFinite(config.refillPerSecond) || config.refillPerSecond <= 0) {
    throw new RangeError("refillPerSecond must be a positive number");
  }
  return { capacity: config.capacity, refillPerSecond: config.refillPerSecond };
}

export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  private config: RateLimitConfig;

  constructor(
    config: RateLimitConfig,
    private readonly now: () => number,
  ) {
    this.config = assertRateLimitConfig(config);
  }

  get settings(): RateLimitConfig {
    return { ...this.config };
  }

  configure(config: RateLimitConfig): void {
    this.config = assertRateLimitConfig(config);
    this.buckets.clear();
  }

  clear(): void {
    this.buckets.clear();
  }

  take(key: string): RateDecision {
    const now = this.now();
    const { capacity, refillPerSecond } = this.config;
    const bucket = this.refilled(key, now);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const msToFull = ((capacity - bucket.tokens) / refillPerSecond) * 1000;
    return {
      allowed,
      limit: capacity,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((now + msToFull) / 1000),
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond)),
    };
  }

  private refilled(key: string, now: number): Bucket {
    const { capacity, refillPerSecond } = this.config;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_ABOVE) this.prune(now);
      bucket = { tokens: capacity, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(capacity, bucket.tokens + (elapsed / 1000) * refillPerSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const elapsed = Math.max(0, now - bucket.updatedAt);
      const tokens = bucket.tokens + (elapsed / 1000) * this.config.refillPerSecond;
      if (tokens >= this.config.capacity) this.buckets.delete(key);
    }
  }
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(decision.resetSeconds),
  };
}
