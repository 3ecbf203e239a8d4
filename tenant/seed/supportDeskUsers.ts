import { randomFor } from "../prng.ts";
import type { SeedUser } from "./types.ts";
import { type PersonSeed, profileOf } from "./userProfiles.ts";

const NEW_DEVICE = ["new-device"];

/** The people behind the four stable users (users.ts), the same for every seed. */
const STABLE_PEOPLE: Readonly<Record<string, PersonSeed>> = {
  "oidc|5f7c8ec7c33c6c004bbafe82": { given: "Jane", family: "Cooper", email: "jane@acme.example" },
  "samlp|corp|jane.doe@example.com": {
    given: "Jane",
    family: "Doe",
    email: "jane.doe@example.com",
  },
  "samlp|partners|ops/alex.kim@example.org": {
    given: "Alex",
    family: "Kim",
    email: "alex.kim@example.org",
  },
  // A directory keeps the address as typed: only "Marta.Kowalski@HQ.Acme.example" finds her.
  "ad|hq-directory|4f1c9e2a-7b3d-4c8e-9a61-2d5f0e8b7c3a": {
    given: "Marta",
    family: "Kowalski",
    email: "Marta.Kowalski@HQ.Acme.example",
  },
};

interface DeskUser extends PersonSeed {
  user_id: string;
  connections: string[];
}

/**
 * Fixed for every seed, for the support desk's lookups: an external provider's mixed-case
 * address, one address shared by two users (no account linking), a blocked user, a user with
 * three identities, and more people called Jane than one.
 */
const DESK_USERS: readonly DeskUser[] = [
  {
    user_id: "waad|cloud-directory|7d3e9c1a-4b2f-4e8d-9a6c-1f5b3e7d2a90",
    connections: ["cloud-directory"],
    given: "Priya",
    family: "Raman",
    email: "Priya.Raman@Contoso-Partner.example",
  },
  {
    user_id: "workspace-suite|workspace|sam.lee@acme.example",
    connections: ["workspace"],
    given: "Sam",
    family: "Lee",
    email: "sam.lee@acme.example",
  },
  {
    user_id: "samlp|partners|sam.lee@acme.example",
    connections: ["partners"],
    given: "Sam",
    family: "Lee",
    email: "sam.lee@acme.example",
  },
  {
    user_id: "samlp|corp|chris.morgan@example.com",
    connections: ["corp"],
    given: "Chris",
    family: "Morgan",
    email: "chris.morgan@example.com",
    blocked: true,
  },
  {
    user_id: "oidc|9a1b2c3d4e5f60718293a4b5",
    connections: ["corp-oidc", "workspace", "corp"],
    given: "Noah",
    family: "Fischer",
    email: "noah.fischer@acme.example",
  },
  {
    user_id: "adfs|branch-adfs|2c8e4a6f-1b3d-4f5a-9c7e-0d2b4f6a8c1e",
    connections: ["branch-adfs"],
    given: "Janet",
    family: "Okafor",
    email: "Janet.Okafor@Branch.Acme.example",
  },
  {
    user_id: "workforce-idp|workforce-sso|jane.smith@example.net",
    connections: ["workforce-sso"],
    given: "Jane",
    family: "Smith",
    email: "jane.smith@example.net",
  },
];

/** Addresses and ids tests and the README name. */
export const SUPPORT_DESK_FACTS = {
  exactEmail: { email: "jane@acme.example", userId: "oidc|5f7c8ec7c33c6c004bbafe82" },
  mixedCaseEmail: {
    email: "Priya.Raman@Contoso-Partner.example",
    userId: "waad|cloud-directory|7d3e9c1a-4b2f-4e8d-9a6c-1f5b3e7d2a90",
  },
  sharedEmail: {
    email: "sam.lee@acme.example",
    userIds: [
      "workspace-suite|workspace|sam.lee@acme.example",
      "samlp|partners|sam.lee@acme.example",
    ],
  },
  blockedUser: { email: "chris.morgan@example.com", userId: "samlp|corp|chris.morgan@example.com" },
  threeIdentities: {
    userId: "oidc|9a1b2c3d4e5f60718293a4b5",
    connections: ["corp-oidc", "workspace", "corp"],
  },
  /** Given name Jane or Janet: a search for "jan" finds them all. */
  janes: ["Jane Cooper", "Jane Doe", "Janet Okafor", "Jane Smith"],
} as const;

/** A fixed stream, so these users' activity is the same whatever the seed. */
const fixedRandom = (index: number) => randomFor(0, 8, index);

/** The stable user with its person and activity. */
export function withStablePerson(user: SeedUser, index: number): SeedUser {
  const person = STABLE_PEOPLE[user.user_id];
  return person ? { ...user, ...profileOf(person, fixedRandom(index)) } : user;
}

export function supportDeskUsers(): SeedUser[] {
  return DESK_USERS.map(({ user_id, connections, ...person }, index) => ({
    user_id,
    connections: [...connections],
    assessments: Object.fromEntries(connections.map((name) => [name, [...NEW_DEVICE]])),
    ...profileOf(person, fixedRandom(100 + index)),
  }));
}
