import { formatNumber } from "../../lib/format";

/** "1 result", "1,000 results": the catalog imports nothing but src/lib/format's numbers. */
const counted = (n: number, one: string) => `${formatNumber(n)} ${n === 1 ? one : `${one}s`}`;

/** The command palette's text (src/app/palette); the shell's button is in index.ts's shell. */
export const paletteMessages = {
  dialogName: "Command palette",
  inputLabel: "Search or jump to",
  placeholder: "Screen, profile name or id, user id or email…",
  keysHint: "↑ ↓ move, Enter opens, Esc closes.",
  close: "Close",
  groups: {
    screens: "Go to",
    tokenExchangeProfiles: "Token exchange profiles",
    userAttributeProfiles: "User attribute profiles",
    organizations: "Organizations",
    riskAssessments: "Risk assessments",
  },
  needsScope: (scope: string) => `needs ${scope}`,
  openProfile: (id: string) => `Open profile ${id}`,
  newTokenExchangeProfile: "New token exchange profile",
  newAttributeProfile: "New user attribute profile",
  editAttributeProfile: (id: string) => `Edit user attribute profile ${id}`,
  clearForUser: (userId: string) => `Clear risk assessments for ${userId}`,
  findUser: (typed: string) => `Find user ${typed}`,
  results: (n: number) => counted(n, "result"),
  searching: (n: number) => `${counted(n, "result")} so far; searching the tenant…`,
  searchedSome: (n: number, read: number, noun: "profile" | "organization") =>
    `${counted(n, "result")}; searched the first ${counted(read, noun)}, type more to narrow it.`,
  searchingOrganizations: (n: number, read: number) =>
    `${counted(n, "result")} so far; searched ${counted(read, "organization")}…`,
  rateLimited:
    "The tenant is limiting how fast organizations can be read, so the search goes slower.",
  nextPageIn: "The next page is read in",
  noResults: "No result. Try a screen's name, a profile's name or id, or a user id.",
  /** Parts, so the palette can isolate the tenant's words. */
  searchFailed: <T>(kind: string, reason: T) => [`${kind} could not be searched: `, reason],
} as const;
