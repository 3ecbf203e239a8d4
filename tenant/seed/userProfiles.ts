import { pick, type Random, randomFor, randomInt } from "../prng.ts";
import type { SeedConnection, SeedUser, UserProfileFields } from "./types.ts";

export const GIVEN_NAMES = [
  "Ana",
  "Ben",
  "Chen",
  "Dara",
  "Eli",
  "Fatima",
  "Goran",
  "Hana",
  "Ivo",
  "Jun",
  "Jane",
  "Janet",
  "Kofi",
  "Lena",
  "Mateo",
  "Nadia",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Viktor",
  "Wen",
  "Ximena",
  "Yusuf",
  "Zara",
  "Aiko",
  "Bruno",
  "Carmen",
  "Dmitri",
  "Elif",
  "Farah",
  "Gabriel",
  "Helga",
  "Ines",
  "Jonas",
  "Keiko",
  "Luca",
] as const;

export const FAMILY_NAMES = [
  "Silva",
  "Okafor",
  "Novak",
  "Tanaka",
  "Meyer",
  "Haddad",
  "Ross",
  "Lind",
  "Cooper",
  "Doe",
  "Fischer",
  "Garcia",
  "Hansen",
  "Ivanova",
  "Jensen",
  "Kim",
  "Lopez",
  "Morgan",
  "Nguyen",
  "O'Brien",
  "Patel",
  "Quispe",
  "Raman",
  "Schmidt",
  "Torres",
  "Ueda",
  "Varga",
  "Walsh",
  "Xu",
  "Yilmaz",
  "Zhang",
  "Andersen",
  "Becker",
  "Costa",
  "Dubois",
  "Eriksson",
  "Ferreira",
  "Gupta",
  "Horvat",
  "Ito",
] as const;

/** Seeded users signed up over these years; the test clock stands in mid-2025. */
const FIRST_SIGNUP = Date.UTC(2022, 0, 3);
const LAST_SIGNUP = Date.UTC(2025, 3, 30);
const LAST_SEEN = Date.UTC(2025, 5, 1);

/** Directories that hand over an address as the person typed it, capitals and all. */
const CASE_KEEPING = new Set(["ad", "adfs", "waad", "oidc"]);

const iso = (ms: number) => new Date(ms).toISOString();

/** "o'brien" and accents never reach an address: letters only, lower case. */
export function addressPart(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, "");
}

/** Sign-up, activity and state of a user drawn from `random`; `blocked` when fixed. */
function activity(random: Random, blocked?: boolean): UserProfileFields {
  const created = randomInt(random, FIRST_SIGNUP, LAST_SIGNUP);
  const logins = random() < 0.08 ? 0 : randomInt(random, 1, 900);
  const lastLogin = logins === 0 ? undefined : randomInt(random, created, LAST_SEEN);
  const updated = Math.max(created, lastLogin ?? created);
  return {
    email_verified: random() < 0.93,
    created_at: iso(created),
    updated_at: iso(updated),
    ...(lastLogin === undefined
      ? {}
      : { last_login: iso(lastLogin), last_ip: `203.0.113.${randomInt(random, 1, 254)}` }),
    logins_count: logins,
    blocked: blocked ?? random() < 0.04,
  };
}

/** The person behind an address: "ana.silva12@example.com" is Ana Silva. */
function namesFromAddress(address: string): [string, string] | undefined {
  const match = /^([a-z]+)\.([a-z]+)\d*@/.exec(address);
  if (!match?.[1] || !match[2]) return undefined;
  const title = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;
  return [title(match[1]), title(match[2])];
}

export interface PersonSeed {
  given: string;
  family: string;
  email: string;
  blocked?: boolean;
}

/** A whole profile for a person, with activity drawn from `random`. */
export function profileOf(person: PersonSeed, random: Random): UserProfileFields {
  const { given, family, email } = person;
  return {
    email,
    name: `${given} ${family}`,
    given_name: given,
    family_name: family,
    nickname: email.slice(0, email.indexOf("@")).toLowerCase(),
    picture: `https://avatars.example/${addressPart(given)[0]}${addressPart(family)[0]}.png`,
    ...activity(random, person.blocked),
  };
}

/**
 * A generated user's person: read from its id when the id holds an address, drawn otherwise.
 * Directories that keep an address's case sometimes hand over "Hana.Tanaka@Globex.example".
 */
function personFor(
  user: SeedUser,
  connection: SeedConnection | undefined,
  random: Random,
): PersonSeed {
  const address = user.user_id.slice(user.user_id.lastIndexOf("|") + 1);
  const fromId = namesFromAddress(address);
  if (fromId) return { given: fromId[0], family: fromId[1], email: address };
  const given = pick(random, GIVEN_NAMES);
  const family = pick(random, FAMILY_NAMES);
  const domain = `${pick(random, ["acme", "globex", "initech", "umbrella"])}.example`;
  const email = `${addressPart(given)}.${addressPart(family)}@${domain}`;
  const keepsCase = CASE_KEEPING.has(connection?.strategy ?? "") && random() < 0.3;
  return {
    given,
    family,
    email: keepsCase
      ? `${given}.${family.replace(/[^A-Za-z]/g, "")}@${domain[0]?.toUpperCase()}${domain.slice(1)}`
      : email,
  };
}

/** Gives a generated user its person and activity, from its own stream of the seed. */
export function withProfile(
  user: SeedUser,
  seed: number,
  index: number,
  connections: ReadonlyMap<string, SeedConnection>,
): SeedUser {
  const random = randomFor(seed, 5, index);
  const person = personFor(user, connections.get(user.connections[0] ?? ""), random);
  return { ...user, ...profileOf(person, random) };
}
