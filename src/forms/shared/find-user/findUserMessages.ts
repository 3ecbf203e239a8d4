import type { Isolated } from "../../../lib/isolated";
import type { ConfirmCopy } from "../confirmCopy";

/**
 * The text of Find user and the User region (this folder), which the risk screen and the
 * organization's members share. Sentences holding tenant text take it as an argument of any type
 * and return their pieces in order, so a translation may reorder them.
 */
const englishPlural = new Intl.PluralRules("en");
function plural(n: string | number, count: number, one: string, many = `${one}s`): string {
  return `${n} ${englishPlural.select(count) === "one" ? one : many}`;
}

export const findUserMessages = {
  label: "Find user",
  hint: "The user's email, name (or part of it) or user id, such as a ticket gives it.",
  listLabel: "Users found",
  withoutScope: (problem: string) =>
    `${problem}, so users cannot be looked up here; type the user's id.`,
  searching: "Looking up users…",
  tooShort: (min: number) => `Type at least ${min} characters of the name or email.`,
  matches: (shown: string, count: number) =>
    `${plural(shown, count, "user matches", "users match")}; choose one (arrow keys, then Enter).`,
  firstOf: (shown: string, total: string) =>
    `Showing the first ${shown} of ${total} matching users: add more of the email or name to narrow them.`,
  overCap: (cap: string) =>
    `More than ${cap} users match, more than a search can reach: add more of the email or name.`,
  tooSlow: "The search took too long: add more of the email or name.",
  noId: "No user has this id.",
  noEmail:
    "No user has this email, in any case. The address was read exactly as typed, which finds a user created a moment ago; check its spelling.",
  noName: <T>(term: T) => [
    "No user matches ",
    term,
    ". Search lags about a minute behind users just created: type their whole email, which is read at once.",
  ],
  foundByEmailSearch:
    "Found by searching the email in any case: the exact read matched no one with this case.",
  failed: <T>(reason: T) => ["Users could not be looked up: ", reason, "."],
  option: {
    noEmail: "(no email)",
    noName: "(no name)",
    blocked: "blocked",
    connections: <T>(names: T) => ["Signs in with ", names],
  },
  summary: {
    heading: "User",
    email: "Email",
    name: "Name",
    userId: "User id",
    connections: "Connections",
    lastLogin: "Last login",
    neverSignedIn: "Never signed in",
    logins: "Logins",
    blocked: "Blocked",
    yes: "Yes: the user cannot sign in",
    no: "No",
    created: "Created",
    unknown: "Not known",
  },
  /** The User region's action: forget the browsers the user asked multi-factor to remember. */
  forgetBrowsers: {
    open: "Forget remembered browsers",
    confirm: {
      question: (who: Isolated) => `Forget every browser ${who} asked to be remembered?`,
      consequence:
        "Their next sign-in asks for a second factor again, on every browser. Their new-device assessments are not changed.",
      confirmLabel: "Forget browsers",
      cancelLabel: "Cancel",
      pendingText: "Forgetting the browsers…",
    } satisfies ConfirmCopy<Isolated>,
    done: (who: Isolated) => `Forgot the remembered browsers of ${who}.`,
  },
} as const;
