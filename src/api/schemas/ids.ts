import { z } from "zod";

/** Identifier shapes seen in real traffic (service-facts.md). */
export const ID_PATTERNS = {
  organization: /^org_[A-Za-z0-9]{16}$/,
  tokenExchangeProfile: /^tep_[A-Za-z0-9]{16}$/,
  userAttributeProfile: /^uap_[A-Za-z0-9]{22}$/,
  connection: /^con_[A-Za-z0-9]{16}$/,
} as const;

function idOf(pattern: RegExp, prefix: string, length: number) {
  return z
    .string()
    .regex(pattern, { error: `Must be "${prefix}" followed by ${length} letters or digits` });
}

export const organizationId = idOf(ID_PATTERNS.organization, "org_", 16);
export const tokenExchangeProfileId = idOf(ID_PATTERNS.tokenExchangeProfile, "tep_", 16);
export const userAttributeProfileId = idOf(ID_PATTERNS.userAttributeProfile, "uap_", 22);
export const connectionId = idOf(ID_PATTERNS.connection, "con_", 16);
