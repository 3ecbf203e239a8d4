import { createHash, timingSafeEqual } from "node:crypto";

/** The console's three roles (team-console.md, "Roles"); a person may hold none. */
type ConsoleRole = "administrator" | "support" | "auditor";

interface SignInPerson {
  /** Stable across restarts and seeds, so a session or an audit line keeps naming the same one. */
  sub: string;
  email: string;
  name: string;
  roles: readonly ConsoleRole[];
}

/** The one local password of every seeded person, unless `operatorPassword` changes it. */
export const DEFAULT_OPERATOR_PASSWORD = "local-operator-password-not-for-production";

export const SIGN_IN_PEOPLE: readonly SignInPerson[] = [
  {
    sub: "console-local|admin",
    email: "admin@console.local",
    name: "Ada Admin",
    roles: ["administrator"],
  },
  {
    sub: "console-local|support",
    email: "support@console.local",
    name: "Sam Support",
    roles: ["support"],
  },
  {
    sub: "console-local|auditor",
    email: "auditor@console.local",
    name: "Avery Auditor",
    roles: ["auditor"],
  },
  { sub: "console-local|nobody", email: "nobody@console.local", name: "Noel Nobody", roles: [] },
];

/** How `npm run tenant` and `npm start` tell a newcomer who may sign in, and with what. */
export function signInPeopleLines(password: string): string[] {
  return [
    `Sign-in people (password ${password}):`,
    ...SIGN_IN_PEOPLE.map(
      ({ email, roles }) => `  ${email} (${roles.length ? roles.join(", ") : "no role"})`,
    ),
  ];
}

const bySub = new Map(SIGN_IN_PEOPLE.map((person) => [person.sub, person]));
const byEmail = new Map(SIGN_IN_PEOPLE.map((person) => [person.email, person]));

export function personBySub(sub: string): SignInPerson | undefined {
  return bySub.get(sub);
}

/** Addresses are matched without regard to case or surrounding spaces, as people type them. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * The person whose email and password these are, or undefined. An unknown email costs the same
 * comparison as a known one, so the answer's timing does not say which addresses exist.
 */
export function checkPassword(
  email: string,
  password: string,
  operatorPassword: string,
): SignInPerson | undefined {
  const person = byEmail.get(normalEmail(email));
  // Digests have one length, which timingSafeEqual needs, whatever was typed.
  const matches = timingSafeEqual(digest(password), digest(operatorPassword));
  return person && matches ? person : undefined;
}
