/**
 * How much the tenant holds at most. The real service caps organizations per tenant by plan;
 * locally the caps keep a runaway test or a hostile caller from growing the process without
 * bound (each organization and profile lives in memory until a reset).
 */
export interface TenantLimits {
  /** Organizations, the seeded ones included. */
  organizations: number;
  /** Token exchange profiles, seeded and added through test control. */
  tokenExchangeProfiles: number;
}

export const DEFAULT_LIMITS: TenantLimits = {
  organizations: 10_000,
  tokenExchangeProfiles: 100_000,
};

/** Fills in the defaults; a cap that is not a whole number of at least 0 is a RangeError. */
export function resolveLimits(limits: Partial<TenantLimits> = {}): TenantLimits {
  const resolved = { ...DEFAULT_LIMITS, ...limits };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`limits.${name} must be a whole number of at least 0, got ${value}`);
    }
  }
  return resolved;
}
