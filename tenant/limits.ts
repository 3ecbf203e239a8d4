import { LIMITS } from "../src/api/schemas/index.ts";

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
  /**
   * POST /token-exchange-profiles refuses (403) while the tenant holds this many profiles or
   * more, whatever their origin: the service's 100 per tenant. A seed above it (120 by default,
   * 10,000 for scale) can list but not create until enough are deleted.
   */
  tokenExchangeProfilesCreate: number;
  /** User attribute profiles, seeded and created (the service states no cap). */
  userAttributeProfiles: number;
}

export const DEFAULT_LIMITS: TenantLimits = {
  organizations: 10_000,
  tokenExchangeProfiles: 100_000,
  tokenExchangeProfilesCreate: LIMITS.tokenExchangeProfile.perTenant,
  userAttributeProfiles: 1_000,
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
