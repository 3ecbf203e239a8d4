import { hex, pick, randomFor, randomInt, uuid } from "../prng.ts";
import { extraUsers } from "./extraUsers.ts";
import { STAFF_COUNT, staffUsers } from "./staff.ts";
import { supportDeskUsers, withStablePerson } from "./supportDeskUsers.ts";
import type { SeedConnection, SeedUser } from "./types.ts";
import { addressPart, FAMILY_NAMES, GIVEN_NAMES, profileOf, withProfile } from "./userProfiles.ts";

const NEW_DEVICE = ["new-device"];

/**
 * Fixed for every seed (tests and the README rely on them): the first user and its connection,
 * a user in two connections, a user whose id holds a `/` (it must be sent as %2F), and a user
 * with nothing to clear.
 */
export const STABLE_USERS: readonly SeedUser[] = [
  {
    user_id: "oidc|5f7c8ec7c33c6c004bbafe82",
    connections: ["corp-oidc"],
    assessments: { "corp-oidc": NEW_DEVICE },
  },
  {
    user_id: "samlp|corp|jane.doe@example.com",
    connections: ["corp", "corp-oidc"],
    assessments: { corp: NEW_DEVICE, "corp-oidc": NEW_DEVICE },
  },
  {
    user_id: "samlp|partners|ops/alex.kim@example.org",
    connections: ["partners"],
    assessments: { partners: NEW_DEVICE },
  },
  {
    user_id: "ad|hq-directory|4f1c9e2a-7b3d-4c8e-9a61-2d5f0e8b7c3a",
    connections: ["hq-directory"],
    assessments: { "hq-directory": [] },
  },
];

export const USER_COUNT = 64;

/** Users of the `support-db` connection, all flagged, for batch clears; fixed for every seed. */
export const BULK_CONNECTION = "support-db";
export const BULK_USER_IDS: readonly string[] = Array.from(
  { length: 60 },
  (_, index) => `db|support|user-${String(index + 1).padStart(2, "0")}`,
);

/**
 * The support desk's own directory stores addresses in lower case, as the service does for its
 * database users; its people are the same for every seed.
 */
function bulkUsers(): SeedUser[] {
  return BULK_USER_IDS.map((user_id, index) => {
    const random = randomFor(0, 9, index);
    const given = pick(random, GIVEN_NAMES);
    const family = pick(random, FAMILY_NAMES);
    const number = String(index + 1).padStart(2, "0");
    const email = `${addressPart(given)}.${addressPart(family)}${number}@support.example`;
    return {
      user_id,
      connections: [BULK_CONNECTION],
      assessments: { [BULK_CONNECTION]: [...NEW_DEVICE] },
      ...profileOf({ given, family, email }, random),
    };
  });
}

const FIRST_NAMES = ["ana", "ben", "chen", "dara", "eli", "fatima", "goran", "hana", "ivo", "jun"];
const LAST_NAMES = ["silva", "okafor", "novak", "tanaka", "meyer", "haddad", "ross", "lind"];

function localPart(random: () => number): string {
  return `${pick(random, FIRST_NAMES)}.${pick(random, LAST_NAMES)}${randomInt(random, 1, 99)}`;
}

/** The shapes real user ids take for each kind of connection. */
function userIdFor(random: () => number, connection: SeedConnection): string {
  switch (connection.strategy) {
    case "oidc":
      return `oidc|${hex(random, 24)}`;
    case "samlp":
      return `samlp|${connection.name}|${localPart(random)}@example.com`;
    case "ad":
    case "adfs":
    case "waad":
      return `${connection.strategy}|${connection.name}|${uuid(random)}`;
    default:
      return `${connection.strategy}|${connection.name}|${localPart(random)}@example.net`;
  }
}

/** Most users a seed may hold: all live in memory, as a 100,000-user directory fits. */
export const MAX_SEEDED_USERS = 100_000;

/**
 * Users every seed holds: the 124 above (stable, generated, bulk), the support desk's, then
 * initech's 2,000 staff (staff.ts).
 */
export const DEFAULT_USER_COUNT =
  USER_COUNT + BULK_USER_IDS.length + supportDeskUsers().length + STAFF_COUNT;

/**
 * The tenant's users: those every seed holds, then generated ones up to `total`, which must be
 * at least DEFAULT_USER_COUNT (a RangeError otherwise).
 */
export function seedUsers(
  seed: number,
  connections: readonly SeedConnection[],
  total = DEFAULT_USER_COUNT,
): SeedUser[] {
  if (!Number.isInteger(total) || total < DEFAULT_USER_COUNT || total > MAX_SEEDED_USERS) {
    throw new RangeError(
      `users must be a whole number from ${DEFAULT_USER_COUNT} to ${MAX_SEEDED_USERS}, got ${total}`,
    );
  }
  const byName = new Map(connections.map((connection) => [connection.name, connection]));
  const people = uniqueEmails(
    directoryUsers(seed, connections).map((user, index) =>
      index < STABLE_USERS.length
        ? withStablePerson(user, index)
        : withProfile(user, seed, index, byName),
    ),
  );
  return [
    ...people,
    ...bulkUsers(),
    ...supportDeskUsers(),
    ...staffUsers(),
    ...extraUsers(seed, total - DEFAULT_USER_COUNT, connections),
  ];
}

/**
 * Two generated people may draw the same name and domain; only the support desk's pair shares
 * an address on purpose, so a repeat gets the user's place as a number.
 */
function uniqueEmails(users: SeedUser[]): SeedUser[] {
  const taken = new Set<string>();
  return users.map((user, index) => {
    const email = user.email?.toLowerCase();
    if (email === undefined || !taken.has(email)) {
      if (email !== undefined) taken.add(email);
      return user;
    }
    const at = email.indexOf("@");
    const unique = `${user.email?.slice(0, at)}${index}${user.email?.slice(at)}`;
    taken.add(unique.toLowerCase());
    return { ...user, email: unique };
  });
}

/** The stable users, then generated ones up to USER_COUNT, as every seed has them. */
function directoryUsers(seed: number, connections: readonly SeedConnection[]): SeedUser[] {
  const users = STABLE_USERS.map((user) => structuredClone(user));
  const taken = new Set(users.map((user) => user.user_id));
  for (let index = users.length; users.length < USER_COUNT; index++) {
    const random = randomFor(seed, 2, index);
    const home = pick(random, connections);
    const userId = userIdFor(random, home);
    if (taken.has(userId)) continue;
    taken.add(userId);
    const names = [home.name];
    const second = pick(random, connections);
    if (random() < 0.3 && second.name !== home.name) names.push(second.name);
    const assessments: Record<string, string[]> = {};
    for (const name of names) assessments[name] = random() < 0.8 ? [...NEW_DEVICE] : [];
    users.push({ user_id: userId, connections: names, assessments });
  }
  return users;
}

/** An identity as GET /users/{id} answers it. */
export interface SeedIdentity {
  connection: string;
  user_id: string;
  provider: string;
  isSocial: boolean;
}

/**
 * The user's identity in each of its connections, derived rather than stored so it cannot
 * disagree with `connections`. The provider is the connection's strategy and the identity's
 * own id is the user id without its provider prefix, as the service shows them; every neutral
 * strategy is an enterprise one, so none is social.
 */
export function identitiesOf(
  user: SeedUser,
  connectionsByName: ReadonlyMap<string, SeedConnection>,
): SeedIdentity[] {
  const ownId = user.user_id.slice(user.user_id.indexOf("|") + 1);
  return user.connections.map((name) => ({
    connection: name,
    user_id: ownId,
    provider: connectionsByName.get(name)?.strategy ?? name,
    isSocial: false,
  }));
}
