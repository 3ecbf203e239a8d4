import { seedActions } from "./actions.ts";
import { seedConnections } from "./connections.ts";
import { DEFAULT_ORGANIZATION_COUNT, seedOrganizations } from "./organizations.ts";
import { seedTokenExchangeProfiles } from "./tokenExchangeProfiles.ts";
import type { SeedData } from "./types.ts";
import { seedUserAttributeProfiles } from "./userAttributeProfiles.ts";
import { USER_ATTRIBUTE_PROFILE_TEMPLATES } from "./userAttributeProfileTemplates.ts";
import { DEFAULT_USER_COUNT, seedUsers } from "./users.ts";

export { STABLE_ACTIONS, TOKEN_EXCHANGE_ACTION_IDS } from "./actions.ts";

export { STABLE_CONNECTIONS } from "./connections.ts";
export {
  DEFAULT_ORGANIZATION_COUNT,
  STABLE_ORGANIZATION_MEMBERS,
  STABLE_ORGANIZATIONS,
} from "./organizations.ts";
export { STAFF_CONNECTION, STAFF_USER_IDS } from "./staff.ts";
export { SUPPORT_DESK_FACTS } from "./supportDeskUsers.ts";
export { tokenExchangeProfileAt } from "./tokenExchangeProfiles.ts";
export type { SeedConnection, SeedData, SeedUser, UserProfileFields } from "./types.ts";
export {
  DEFAULT_USER_ID_MAPPING,
  STABLE_USER_ATTRIBUTE_PROFILES,
} from "./userAttributeProfiles.ts";
export { USER_ATTRIBUTE_PROFILE_TEMPLATES } from "./userAttributeProfileTemplates.ts";
export {
  BULK_CONNECTION,
  BULK_USER_IDS,
  DEFAULT_USER_COUNT,
  identitiesOf,
  MAX_SEEDED_USERS,
  type SeedIdentity,
  STABLE_USERS,
  USER_COUNT,
} from "./users.ts";

import { BULK_CONNECTION, BULK_USER_IDS } from "./users.ts";

export { SEED_ROLES } from "./roles.ts";

export const DEFAULT_SEED = 42;
/**
 * Token exchange profiles a tenant starts with: room for ten more under the service's 100 per
 * tenant, so New profile works on a fresh start; still two pages at the console's default page
 * size (50). Tests and benches that need more ask for them (the e2e suite 120, scale 10,000).
 */
export const DEFAULT_PROFILE_COUNT = 90;

/**
 * Everything a tenant starts with, derived only from the seed and the counts. `users` counts
 * every user, initech's staff included.
 */
export function generateSeed(
  seed = DEFAULT_SEED,
  profiles = DEFAULT_PROFILE_COUNT,
  organizationCount = DEFAULT_ORGANIZATION_COUNT,
  users = DEFAULT_USER_COUNT,
): SeedData {
  const connections = seedConnections(seed);
  const { organizations, members } = seedOrganizations(seed, organizationCount, connections);
  return {
    seed,
    connections,
    users: seedUsers(seed, connections, users),
    userAttributeProfiles: seedUserAttributeProfiles(),
    tokenExchangeProfiles: seedTokenExchangeProfiles(seed, profiles),
    organizations,
    organizationMembers: members,
    actions: seedActions(),
    userAttributeProfileTemplates: structuredClone([...USER_ATTRIBUTE_PROFILE_TEMPLATES]),
  };
}

/** Facts that hold for every seed; tenant/README.md documents them. */
export const SEED_FACTS = {
  firstUser: { userId: "oidc|5f7c8ec7c33c6c004bbafe82", connection: "corp-oidc" },
  userInTwoConnections: {
    userId: "samlp|corp|jane.doe@example.com",
    connections: ["corp", "corp-oidc"],
  },
  userWithSlash: { userId: "samlp|partners|ops/alex.kim@example.org", connection: "partners" },
  userWithNothingToClear: {
    userId: "ad|hq-directory|4f1c9e2a-7b3d-4c8e-9a61-2d5f0e8b7c3a",
    connection: "hq-directory",
  },
  firstConnection: {
    id: "con_Oa1dc7Xq2Lm9Pz4K",
    name: "corp-oidc",
    display_name: "Corporate sign-in",
    strategy: "oidc",
  },
  userAttributeProfileId: "uap_1csDj3szFKM6gvVNJbQqYh",
  takenOrganizationName: "acme",
  /** 2,000 members, each with an email and a name. */
  bigOrganization: { id: "org_In1t3chSt4ff2k0A", name: "initech", members: 2000 },
  /** The maximum of 10 enabled connections: one more is refused. */
  fullOrganization: { id: "org_Umbr3ll4Gr0up10C", name: "umbrella-group", connections: 10 },
  /** No members and no connections. */
  emptyOrganization: { id: "org_G10b3xEu4Tn8Rs1Y", name: "globex-eu" },
  bulkConnection: { name: BULK_CONNECTION, userIds: BULK_USER_IDS },
  /** 60 tenant roles (seed/roles.ts: ten named, fifty projects), none assigned at first. */
  roles: { count: 60, administrator: { id: "rol_Adm1n1str4t0rR0l", name: "Administrator" } },
} as const;
