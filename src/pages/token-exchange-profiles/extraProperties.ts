import {
  type TokenExchangeProfile,
  tokenExchangeProfileSchema,
} from "../../api/schemas/tokenExchangeProfile";

const CONTRACT_FIELDS = new Set(Object.keys(tokenExchangeProfileSchema.shape));

/** What a profile carries beyond the contract's fields, kept as the tenant sent it. */
export function extraProperties(profile: TokenExchangeProfile): Record<string, unknown> | null {
  const extras = Object.entries(profile).filter(([key]) => !CONTRACT_FIELDS.has(key));
  return extras.length === 0 ? null : Object.fromEntries(extras);
}
