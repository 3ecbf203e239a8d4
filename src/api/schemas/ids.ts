import { z } from "zod";

export { ID_PATTERNS } from "./idPatterns.ts";

import { ID_PATTERNS } from "./idPatterns.ts";

function idOf(pattern: RegExp, prefix: string, length: number) {
  return z
    .string()
    .regex(pattern, { error: `Must be "${prefix}" followed by ${length} letters or digits` });
}

export const organizationId = idOf(ID_PATTERNS.organization, "org_", 16);
export const tokenExchangeProfileId = idOf(ID_PATTERNS.tokenExchangeProfile, "tep_", 16);
export const userAttributeProfileId = idOf(ID_PATTERNS.userAttributeProfile, "uap_", 22);
export const connectionId = idOf(ID_PATTERNS.connection, "con_", 16);
