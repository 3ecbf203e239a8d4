/**
 * The console's user-facing English. This file holds the sections the first screen needs
 * (connect, shell, session) and Activity; each lazy screen keeps its section in its own file in
 * this folder (`organization.ts`, `riskAssessments.ts`, ...) so its text loads with its chunk, not
 * with the first screen. A plain typed object, no library: text with values is a function, so
 * TypeScript checks every argument, and a second language is another object of the same type
 * (docs/decisions/010-message-catalog-as-a-typed-object.md). The catalog imports nothing.
 */
export const messages = {
  connect: {
    heading: "Connect to a tenant",
    intro:
      "Sign in to your tenant with a management token. Use one with only the permissions you need: the console forgets it when you sign out.",
    apiDetailSummary: "What the console does with the token",
    apiDetail: (endpoint: string) =>
      `The console calls ${endpoint} with your token. The token lives in this tab's memory; Keep for this tab also puts it in the tab's session storage until the tab closes or you sign out.`,
    tenantUrl: "Tenant URL",
    tenantUrlHint: "The tenant's address, such as https://tenant.example.com",
    token: "Access token",
    tokenHint: "A management API token (JWT).",
    keepForTab: "Keep for this tab (forgotten when the tab closes or when you sign out)",
    submit: "Connect",
    tokenExpired: (at: string) => `This token expired at ${at}; get a new one`,
  },
  shell: {
    skipToContent: "Skip to content",
    menu: "Menu",
    brand: "Tenant console",
    signOut: "Sign out",
    navigation: "Screens",
    needsScope: (scope: string) => `needs ${scope}`,
    loadingScreen: "Loading screen…",
    /** The command palette's button (src/app/palette); the palette's own text is palette.ts. */
    openPalette: "Search or jump to…",
  },
  session: {
    unknownClient: "Unknown client",
    /** Parts, so the screen can isolate the token's client and the tenant's address. */
    at: <T>(client: T, tenantUrl: T) => [client, " at ", tenantUrl],
    expiresIn: "expires in",
    client: "Client",
    audience: "Audience",
    expires: "Expires",
    notInToken: "not in token",
    never: "never",
    expiresAt: (at: string, relative: string) => `${at} (${relative})`,
    scopesHeading: "Scopes the console uses",
    granted: "granted",
    missing: "missing",
    excessScopes: (scopes: string) =>
      `This token can also ${scopes}. The console never needs these: if the token leaks, they widen the damage. Prefer a token with only the scopes above.`,
  },
  activity: {
    heading: "Activity",
    intro:
      "Every write made in this tab, newest first, with the reason you gave. It stays with this tab until you sign out; the reason is never sent to the tenant.",
    empty: "No writes yet in this tab.",
    download: "Download activity (CSV)",
    caption: "Writes made in this tab, newest first",
    columns: {
      time: "Time",
      operation: "Operation",
      target: "Target",
      outcome: "Outcome",
      reason: "Reason",
    },
  },
} as const;
