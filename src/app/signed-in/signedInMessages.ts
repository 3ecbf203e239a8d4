import type { ConsoleRole } from "../../api/consoleRoles";
import type { Isolated } from "../../lib/isolated";

/**
 * The shell's text for a person signed in to the console's server (spec team-console.md).
 * A plain typed object (docs/decisions/010-message-catalog-as-a-typed-object.md).
 */
export const signedInMessages = {
  /** The header's group around the name and role (testing contract: the kit reads it). */
  signedIn: "Signed in",
  role: (role: ConsoleRole | null) => role ?? "no role",
  signedInAs: "Signed in as",
  name: "Name",
  email: "Email",
  roleTerm: "Role",
  sessionEnds: "Session ends",
  notSaid: "not said",
  credentialScopes: "Scopes the server's credential grants",
  roleBounds:
    "What you may do is what your role allows, within these scopes of the server's credential.",
  endedHeading: "Sign in again to continue",
  ended:
    "Your session has ended. Sign in again: you come back to this screen, and what you typed in its forms is kept.",
  signInAgain: "Sign in again",
  signOutInstead: "Sign out instead",
  noRoleHeading: "Ask an administrator for a role",
  noRole: (email: Isolated) =>
    `You are signed in as ${email}, but you have no role in this console, so it reads and changes nothing for you.`,
  noRoleNext:
    "An administrator can give you one of the roles administrator, support or auditor. Then sign out and sign in again.",
} as const;
