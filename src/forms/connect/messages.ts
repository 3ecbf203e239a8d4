/**
 * The connect form's text (the connect screen reads it too); it loads with the first screen.
 * A plain typed object (docs/decisions/010-message-catalog-as-a-typed-object.md); it imports nothing.
 */
export const connectMessages = {
  heading: "Connect to a tenant",
  signedOut:
    "You signed out. The console forgot the token and everything this tab kept (drafts, settings, activity).",
  intro:
    "Sign in to your tenant with a management token. Use one with only the permissions you need: the console forgets it when you sign out.",
  apiDetailSummary: "What the console does with the token",
  apiDetail: (endpoint: string) =>
    `The console calls ${endpoint} with your token. The token lives in this tab's memory; Keep for this tab also puts it in the tab's session storage until the tab closes or you sign out.`,
  tenantUrl: "Tenant URL",
  tenantUrlHint: "The tenant's address, such as https://tenant.example.com",
  lockedTenantUrlHint: "The tenant this tab is connected to: only the token changes.",
  ownOriginHint:
    "This console's own address: its server passes your calls on to the tenant and records each write in its audit log.",
  localTenantHint:
    "This console's own address: npm start serves the local tenant here (no audit log in development).",
  token: "Access token",
  tokenHint: "A management API token (JWT).",
  bearerRemoved: 'Removed "Bearer " from the start: the console adds it when it calls the tenant.',
  directQuestion: (tenantUrl: string) => `Connect to ${tenantUrl} directly?`,
  directConsequence: (ownOrigin: string) =>
    `Calls would skip this console's server: no write would be recorded in its audit log, and a tenant that refuses calls from other sites would fail. To keep both, connect with ${ownOrigin} as the Tenant URL.`,
  connectDirectly: "Connect directly",
  backToForm: "Back to the form",
  keepForTab: "Keep for this tab (forgotten when the tab closes or when you sign out)",
  submit: "Connect",
  tokenExpired: (at: string) => `This token expired at ${at}; get a new one`,
  checking: "Checking the token with the tenant…",
  refused: (message: string) => `The tenant refused this token: ${message}.`,
  unreachable: (message: string) =>
    `The console could not reach the tenant to check this token: ${message}. Check the Tenant URL, then connect again.`,
  tenantFailed: (status: number, message: string) =>
    `The tenant failed (${status}) while checking this token: ${message}. Connect again in a moment.`,
  credentialsHeading: "This server holds the credentials",
  credentialsIntro:
    "It calls the tenant with its own token, so you need none: its session connects you in one click.",
  useServerSession: "Use this server's session",
  serverSessionFailed: (message: string) =>
    `This server could not hand out its session: ${message}.`,
  manualHeading: "Or connect with a token of your own",
} as const;
