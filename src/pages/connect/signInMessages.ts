/**
 * The sign-in screen's text, when the console's server signs people in (spec team-console.md).
 * A plain typed object (docs/decisions/010-message-catalog-as-a-typed-object.md).
 */
export const signInMessages = {
  heading: "Sign in to the tenant console",
  intro: (host: string) =>
    `This console's server signs you in with ${host}; your role there decides what you may do here. Your browser holds no token: the server calls the tenant for you and records who made each change.`,
  /** The button's name starts with "Sign in" (testing contract). */
  signInWith: (host: string) => `Sign in with ${host}`,
  checking: "Checking whether you are signed in…",
  failed: (message: string) =>
    `The console's server could not say whether you are signed in (${message}). Sign in, or reload the page in a moment.`,
  noCredential:
    "You are signed in, but the console's server did not say what its credential may do: it could not obtain a token from the tenant. Reload the page in a moment.",
  signedOut:
    "You signed out. The server ended your session, and the console forgot everything this tab kept (drafts, settings, activity).",
} as const;
