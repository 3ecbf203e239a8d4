/**
 * The shell's and the session summary's text; it loads with the first screen.
 * A plain typed object (docs/decisions/010-message-catalog-as-a-typed-object.md); it imports nothing.
 */
export const shellMessages = {
  skipToContent: "Skip to content",
  menu: "Menu",
  brand: "Tenant console",
  signOut: "Sign out",
  navigation: "Screens",
  needsScope: (scope: string) => `needs ${scope}`,
  loadingScreen: "Loading screen…",
  /** The command palette's button (src/app/palette); the palette's own text is palette.ts. */
  openPalette: "Search or jump to…",
} as const;

export const sessionMessages = {
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
} as const;
