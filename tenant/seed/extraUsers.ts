import { hex, pick, type Random, randomFor, uuid } from "../prng.ts";
import type { SeedConnection, SeedUser } from "./types.ts";
import { addressPart, FAMILY_NAMES, GIVEN_NAMES, profileOf } from "./userProfiles.ts";

const DOMAINS = ["acme.example", "globex.example", "initech.example", "umbrella.example"];

/** The id a provider of this strategy gives; `number` ends it, so every id is unique. */
function userIdOf(random: Random, connection: SeedConnection, email: string, number: number) {
  const tag = number.toString(16).padStart(8, "0");
  switch (connection.strategy) {
    case "oidc":
      return `oidc|${hex(random, 16)}${tag}`;
    case "ad":
    case "adfs":
    case "waad":
      return `${connection.strategy}|${connection.name}|${uuid(random).slice(0, 28)}${tag}`;
    default:
      return `${connection.strategy}|${connection.name}|${email}`;
  }
}

/**
 * `count` more users for a directory at scale (`--users`), each from its own stream of the
 * seed: realistic names that repeat (a search for one finds several), addresses made unique
 * by their number, a few blocked, half with a new-device assessment.
 */
export function extraUsers(
  seed: number,
  count: number,
  connections: readonly SeedConnection[],
): SeedUser[] {
  return Array.from({ length: count }, (_, index) => {
    const random = randomFor(seed, 6, index);
    const given = pick(random, GIVEN_NAMES);
    const family = pick(random, FAMILY_NAMES);
    const number = index + 1;
    const email = `${addressPart(given)}.${addressPart(family)}${number}@${pick(random, DOMAINS)}`;
    const connection = pick(random, connections);
    const assessed = random() < 0.5;
    return {
      user_id: userIdOf(random, connection, email, number),
      connections: [connection.name],
      assessments: { [connection.name]: assessed ? ["new-device"] : [] },
      ...profileOf({ given, family, email }, random),
    };
  });
}
