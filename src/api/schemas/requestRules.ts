import { ID_PATTERNS, NAME_PATTERNS } from "./idPatterns.ts";
import { LIMITS } from "./limits.ts";

/*
 * What the console puts in a request target, as plain data: the operations table
 * (src/api/operations.ts) names one rule per path parameter and per query key, and the console's
 * servers refuse anything else before it leaves for the tenant. Import-free apart from the
 * shapes and limits, so server/ reads it without zod.
 */

/**
 * A user id: 1 to 1024 characters (management-api.md), no control characters. Ids are usually
 * `<provider>|<the provider's own id>` (lifecycle-operations.md), but the contract holds only the
 * length, and the risk screen accepts what the contract accepts, so the proxy does too; the
 * provider's part may hold `/`, `@`, `.` and more. What a decoding hop could turn into another
 * path (dot or empty parts, `%XX`, controls) is refused for every parameter by the proxy itself.
 */
const USER_ID = /^[^\p{Cc}]{1,1024}$/u;

/** Each path parameter's whole decoded value. */
export const PATH_PARAMS = {
  organizationId: ID_PATTERNS.organization,
  organizationName: new RegExp(
    `^(?=.{${LIMITS.organization.name.min},${LIMITS.organization.name.max}}$)${NAME_PATTERNS.organization.source.slice(1)}`,
  ),
  connectionId: ID_PATTERNS.connection,
  tokenExchangeProfileId: ID_PATTERNS.tokenExchangeProfile,
  userAttributeProfileId: ID_PATTERNS.userAttributeProfile,
  userId: USER_ID,
} as const satisfies Record<string, RegExp>;

/** A query parameter the console sends, and what its decoded value may be. */
export interface QueryRule {
  /** A pattern for the whole value, or the bounds of a whole number written in digits. */
  readonly value: RegExp | { readonly min: number; readonly max: number };
  /** The console repeats it, once per item (`strategy=a&strategy=b`); other keys come once. */
  readonly repeats?: true;
}

/** Text without control characters (no line breaks, no NUL), `max` characters at most. */
function plainText(max: number): RegExp {
  return new RegExp(`^[^\\p{Cc}]{1,${max}}$`, "u");
}

const BOOLEAN = /^(true|false)$/;

/** The rules the operations table picks from; each says which contract limit it keeps. */
export const QUERY = {
  /** An opaque checkpoint cursor, handed back as the tenant gave it. */
  from: { value: plainText(2048) },
  take: { value: LIMITS.take },
  /** Offset paging: page 0–1000, per_page 1–100 (lifecycle-operations.md). */
  page: { value: LIMITS.offset.page },
  perPage: { value: LIMITS.offset.perPage },
  /** `fields`: property names separated by commas (src/api/schemas/paging.ts). */
  fields: { value: /^[A-Za-z_][A-Za-z0-9_]*(,[A-Za-z_][A-Za-z0-9_]*)*$/ },
  includeFields: { value: BOOLEAN },
  connectionName: {
    value: new RegExp(
      `^(?=.{1,${LIMITS.riskAssessment.connection.max}}$)${NAME_PATTERNS.connection.source.slice(1)}`,
    ),
  },
  /** A strategy name, once per strategy; the contract's list is the tenant's to enforce. */
  strategy: { value: /^[a-z0-9-]{1,64}$/, repeats: true },
  email: { value: plainText(512) },
  /** The search syntax: free text of one line. */
  searchQuery: { value: /^[^\p{Cc}]+$/u },
  /** The console searches with v3 only: v1 and v2 are the service's older engines. */
  searchEngine: { value: /^v3$/ },
  searchPage: { value: { min: 0, max: LIMITS.userSearch.maxResults } },
  searchPerPage: { value: LIMITS.userSearch.perPage },
  includeTotals: { value: BOOLEAN },
  /** A trigger id such as `custom-token-exchange`; the enum is the tenant's to enforce. */
  triggerId: { value: /^[a-z0-9-]{1,64}$/ },
  deployed: { value: BOOLEAN },
  actionsPerPage: { value: LIMITS.actions.perPage },
  /** A part of a role's name (GET /roles). */
  nameFilter: { value: plainText(LIMITS.roles.nameFilter.max) },
} as const satisfies Record<string, QueryRule>;
