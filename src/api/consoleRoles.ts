/**
 * The console's roles once people sign in (spec team-console.md, "Roles"). The server reads
 * them from the ID token and enforces them; the page only reads its answer, to say before any
 * request what the person's role cannot do.
 */
const CONSOLE_ROLES = ["administrator", "support", "auditor"] as const;

export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The role `/__console/me` names, or null: signed in with no role (or one the console lacks). */
export function consoleRole(value: unknown): ConsoleRole | null {
  return CONSOLE_ROLES.find((role) => role === value) ?? null;
}
