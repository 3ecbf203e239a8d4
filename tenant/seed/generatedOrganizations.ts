import type { Organization } from "../../src/api/schemas/index.ts";
import { alphanumeric, pick, type Random, randomFor, randomInt } from "../prng.ts";
import type { SeedConnection } from "./types.ts";

const COMPANIES = [
  "northwind",
  "contoso",
  "fabrikam",
  "tailspin",
  "litware",
  "adatum",
  "proseware",
  "wingtip",
  "woodgrove",
  "fourth-coffee",
  "lamna",
  "relecloud",
  "trey",
  "vanarsdel",
  "alpine-ski",
];
const UNITS = ["retail", "labs", "finance", "health", "logistics", "media", "energy", "travel"];
const REGIONS = ["eu-west", "us-east", "ap-south", "sa-east", "ca-central"];

interface GeneratedOrganization {
  organization: Organization;
  members: string[];
}

interface GenerationContext {
  connections: readonly SeedConnection[];
  /** Users a generated organization draws its few members from. */
  memberPool: readonly string[];
  /** Ids already used; the generated ones are added to it. */
  taken: Set<string>;
}

function title(words: string): string {
  return words
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A fresh `org_` id: drawn again in the (unlikely) case it is taken. */
function freshId(random: Random, taken: Set<string>): string {
  let id = `org_${alphanumeric(random, 16)}`;
  while (taken.has(id)) id = `org_${alphanumeric(random, 16)}`;
  taken.add(id);
  return id;
}

/** Distinct items of `items`, up to `count` of them. */
function some<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  for (let i = 0; i < count; i++) chosen.add(pick(random, items));
  return [...chosen];
}

/**
 * Organization number `index` of a seed's generated series; each draws from its own generator,
 * so a tenant of 100 organizations holds the first 100 of 10,000. The number in the name keeps
 * names unique.
 */
function organizationAt(seed: number, index: number, context: GenerationContext) {
  const random = randomFor(seed, 5, index);
  const stem = `${pick(random, COMPANIES)}-${pick(random, UNITS)}`;
  const organization: Organization = {
    id: freshId(random, context.taken),
    name: `${stem}-${index + 1}`,
    display_name: `${title(stem)} ${index + 1}`,
    third_party_client_access: random() < 0.2 ? "allow" : "block",
  };
  if (random() < 0.35) organization.metadata = { region: pick(random, REGIONS) };
  if (random() < 0.3) {
    organization.enabled_connections = some(
      random,
      context.connections,
      randomInt(random, 1, 2),
    ).map((connection) => ({
      connection_id: connection.id,
      ...(random() < 0.5 ? { assign_membership_on_login: true } : {}),
      connection: { name: connection.name, strategy: connection.strategy },
    }));
  }
  const members = random() < 0.25 ? some(random, context.memberPool, randomInt(random, 1, 3)) : [];
  return { organization, members };
}

export function* generatedOrganizations(
  seed: number,
  count: number,
  context: GenerationContext,
): Generator<GeneratedOrganization> {
  for (let index = 0; index < count; index++) yield organizationAt(seed, index, context);
}
