import type { Organization } from "../../src/api/schemas/index.ts";
import { STABLE_CONNECTIONS } from "./connections.ts";
import { generatedOrganizations } from "./generatedOrganizations.ts";
import { STAFF_CONNECTION, STAFF_USER_IDS } from "./staff.ts";
import type { SeedConnection } from "./types.ts";
import { BULK_USER_IDS, STABLE_USERS } from "./users.ts";

type EnabledConnection = NonNullable<Organization["enabled_connections"]>[number];

function enabled(
  name: string,
  flags: Omit<EnabledConnection, "connection_id" | "connection"> = {},
): EnabledConnection {
  const connection = STABLE_CONNECTIONS.find((candidate) => candidate.name === name);
  if (!connection) throw new Error(`no fixed connection named ${name}`);
  return {
    connection_id: connection.id,
    ...flags,
    connection: { name: connection.name, strategy: connection.strategy },
  };
}

/**
 * Present in every seed: `acme` and `globex-eu` (a 409 can be shown without creating anything),
 * `initech` with 2,000 members, `umbrella-group` with the maximum of 10 enabled connections,
 * and two smaller ones with members, connections, branding and a quota.
 */
export const STABLE_ORGANIZATIONS: readonly Organization[] = [
  {
    id: "org_Ac3mEc0rp9Xw2Lq7",
    name: "acme",
    display_name: "Acme Corporation",
    branding: {
      logo_url: "https://acme.example/logo.png",
      colors: { primary: "#0059d6", page_background: "#e3e2ff" },
    },
    metadata: { tier: "enterprise" },
    enabled_connections: [enabled("corp", { assign_membership_on_login: true })],
    third_party_client_access: "block",
  },
  { id: "org_G10b3xEu4Tn8Rs1Y", name: "globex-eu", third_party_client_access: "allow" },
  {
    id: "org_In1t3chSt4ff2k0A",
    name: "initech",
    display_name: "Initech",
    metadata: { industry: "software", headcount: "2000" },
    enabled_connections: [enabled(STAFF_CONNECTION, { assign_membership_on_login: true })],
    third_party_client_access: "block",
  },
  {
    id: "org_Umbr3ll4Gr0up10C",
    name: "umbrella-group",
    display_name: "Umbrella Group",
    enabled_connections: STABLE_CONNECTIONS.map((connection, index) =>
      enabled(connection.name, index % 2 === 0 ? {} : { show_as_button: false }),
    ),
    third_party_client_access: "block",
  },
  {
    id: "org_H00l1P4rtn3rsNw2",
    name: "hooli-partners",
    display_name: "Hooli partner network",
    branding: {
      logo_url: "https://hooli.example/partners.svg",
      colors: { primary: "#7a1fa2", page_background: "#fafafa" },
    },
    token_quota: { client_credentials: { enforce: true, per_day: 5000, per_hour: 500 } },
    enabled_connections: [
      enabled("partners", { show_as_button: true }),
      enabled("corp-oidc", { assign_membership_on_login: false }),
    ],
    third_party_client_access: "allow",
  },
  {
    id: "org_W4yn3Ent3rpr1s3X",
    name: "wayne-enterprises",
    display_name: "Wayne Enterprises",
    metadata: { region: "us-east", tier: "standard" },
    enabled_connections: [enabled("hq-directory", { assign_membership_on_login: true })],
    third_party_client_access: "block",
  },
];

const stableUser = (index: number) => STABLE_USERS[index]?.user_id ?? "";

/** Members of the fixed organizations, in the order they joined; every one a fixed user. */
export const STABLE_ORGANIZATION_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  org_Ac3mEc0rp9Xw2Lq7: [stableUser(1), stableUser(0), ...BULK_USER_IDS.slice(0, 5)],
  org_G10b3xEu4Tn8Rs1Y: [],
  org_In1t3chSt4ff2k0A: STAFF_USER_IDS,
  org_Umbr3ll4Gr0up10C: STABLE_USERS.map((user) => user.user_id),
  org_H00l1P4rtn3rsNw2: [stableUser(2), ...BULK_USER_IDS.slice(5, 15)],
  org_W4yn3Ent3rpr1s3X: [stableUser(3)],
};

/** Seeded organizations unless told otherwise: the fixed ones. */
export const DEFAULT_ORGANIZATION_COUNT = STABLE_ORGANIZATIONS.length;

export interface SeedOrganizations {
  organizations: Organization[];
  /** User ids per organization id, in the order they joined. */
  members: Record<string, string[]>;
}

/** The fixed organizations, then generated ones up to `count` in all. */
export function seedOrganizations(
  seed: number,
  count: number,
  connections: readonly SeedConnection[],
): SeedOrganizations {
  const organizations = STABLE_ORGANIZATIONS.map((organization) => structuredClone(organization));
  const members: Record<string, string[]> = {};
  for (const organization of organizations) {
    members[organization.id] = [...(STABLE_ORGANIZATION_MEMBERS[organization.id] ?? [])];
  }
  const memberPool = [...STABLE_USERS.map((user) => user.user_id), ...BULK_USER_IDS];
  const taken = new Set(organizations.map((organization) => organization.id));
  for (const generated of generatedOrganizations(seed, count - organizations.length, {
    connections,
    memberPool,
    taken,
  })) {
    organizations.push(generated.organization);
    members[generated.organization.id] = generated.members;
  }
  return { organizations, members };
}
