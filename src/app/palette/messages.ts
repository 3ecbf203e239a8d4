/** "1 result", "3 results": the catalog imports nothing, not even src/lib/plural. */
const counted = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

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
  searchedSome: (n: number, read: number) =>
    `${counted(n, "result")}; searched the first ${counted(read, "profile")}, type more to narrow it.`,
  noResults: "No result. Try a screen's name, a profile's name or id, or a user id.",
  /** Parts, so the palette can isolate the tenant's words. */
  searchFailed: <T>(kind: string, reason: T) => [`${kind} could not be searched: `, reason],
} as const;
