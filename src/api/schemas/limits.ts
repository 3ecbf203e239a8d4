/**
 * Every numeric limit of the interface document and service-facts.md, written once.
 * Schemas, forms, the local tenant and the tests all read them from here.
 */
export const LIMITS = {
  take: { min: 1, max: 100, default: 50 },
  /** The user attribute profile listing pages by 5 unless told otherwise (service-facts.md). */
  userAttributeProfileTakeDefault: 5,
  cursorValidityMs: 24 * 60 * 60 * 1000,
  /** Offset paging (`page`, `per_page`): only the first 1,000 records are reachable. */
  offset: {
    page: { min: 0, max: 1000 },
    perPage: { min: 1, max: 100, default: 50 },
    reachableRecords: 1000,
  },
  tokenExchangeProfile: {
    name: { min: 3, max: 50 },
    subjectTokenType: { min: 8, max: 100 },
    actionId: { min: 1, max: 36 },
    type: { min: 1, max: 21 },
    /** Profiles a tenant may hold; creating one more is a 403 (lifecycle-operations.md). */
    perTenant: 100,
  },
  userAttributeProfile: {
    name: { min: 1, max: 128 },
    attributes: { min: 1, max: 64 },
    attributeName: { min: 1, max: 50 },
    description: { min: 1, max: 128 },
    label: { min: 1, max: 128 },
    nativeMapping: { min: 1, max: 50 },
    oidcMapping: { min: 1, max: 50 },
    oidcDisplayName: { min: 1, max: 50 },
    samlName: { min: 1, max: 128 },
    scimMapping: { min: 1, max: 128 },
  },
  riskAssessment: {
    userId: { min: 1, max: 1024 },
    connection: { min: 1, max: 128 },
    assessors: { min: 1 },
  },
  organization: {
    id: { max: 50 },
    name: { min: 1, max: 50 },
    displayName: { min: 1, max: 255 },
    metadataEntries: { max: 25 },
    metadataValue: { max: 255 },
    enabledConnections: { max: 10 },
    quota: { min: 1, max: 2_147_483_647 },
    /** `sort` of the listing: `field:1` or `field:-1`. */
    sort: { max: 15 },
    /** User ids one add or remove of members may carry. */
    membersPerRequest: { min: 1, max: 10 },
    /** Roles one member may hold (lifecycle-operations.md: a 409 past it). */
    rolesPerMember: { max: 50 },
  },
  /** GET /roles: `name_filter`, a part of a role's name. */
  roles: { nameFilter: { min: 1, max: 100 } },
  /** GET /actions/actions: `per_page` bounds not published; 20 by default. */
  actions: { page: { min: 0 }, perPage: { min: 1, max: 100, default: 20 } },
  /** GET /users: only the first 1,000 matches of a search are reachable, 100 a page at most. */
  userSearch: { maxResults: 1000, page: { min: 0 }, perPage: { min: 0, max: 100, default: 50 } },
} as const;
