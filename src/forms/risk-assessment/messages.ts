/**
 * The risk form's text (the single clear and the batch list in this folder; the screen in
 * src/pages/risk-assessments reads it too). Sentences that hold an
 * id or a time in its own markup take those parts as arguments of any type and return the
 * sentence's pieces in order, so a translation may reorder them.
 */
/**
 * English plurals for the counts below, the count formatted as every other number on screen
 * ("2,069 users", not "2069 users"); the catalog imports nothing (decision 008).
 */
const englishPlural = new Intl.PluralRules("en");
const count = new Intl.NumberFormat();
function plural(n: number, one: string, many = `${one}s`): string {
  return `${count.format(n)} ${englishPlural.select(n) === "one" ? one : many}`;
}

export const riskAssessmentMessages = {
  page: {
    /** The tenant's new-device setting, beside the clear (read with read:attack_protection). */
    newDevice: {
      rememberedFor: (days: number) =>
        `The tenant remembers a device for ${days} ${days === 1 ? "day" : "days"} after a sign-in; a sign-in from a device it does not remember is assessed as new.`,
    },
    heading: "Risk assessments",
    intro:
      "Let users back in who were blocked after signing in from a new device: clear their new-device assessment, for one user or for a list. Nothing is cleared before you confirm.",
    modeLegend: "Clear for",
    modes: { one: "One user", list: "A list of users" },
  },
  fields: {
    userId: "User id",
    userIdHint: (min: number, max: number) =>
      `The user's id as the tenant shows it, such as oidc|5f7c… (${min}–${max} characters).`,
    connection: "Connection",
    connectionHint: (meaning: string, max: number) =>
      `${meaning}, such as corp-oidc: letters and digits, with single hyphens only between them; at most ${max} characters.`,
    oneConnection: "The connection the user signs in with",
    listConnection: "The connection all these users sign in with",
    assessorsLegend: "Assessors to clear",
    assessors: {
      "new-device": "new-device: the user signed in from a device the tenant had not seen",
    },
    userIdAsFolder: (value: string) =>
      `"${value}" cannot be sent as a user id: the tenant would read it as a folder, not a user`,
  },
  lookup: {
    withoutScope:
      "With read:users this field would offer the user's connections once a User id is entered; type the connection's name.",
    loading: "Reading the user's connections…",
    filledIn: <T>(name: T) => ["Filled in from the user: ", name, "."],
    several: <T>(names: T) => [
      "This user signs in with ",
      names,
      ": choose one (the field offers them).",
    ],
    unusable: <T>(names: T) => [
      "This user signs in with ",
      names,
      ", which a clear cannot name: type the connection's name.",
    ],
    noConnection: "The user has no connection that can be cleared",
    unknownUser: "The tenant has no user with this id.",
    failed: <T>(reason: T) => [
      "The user's connections could not be read (",
      reason,
      "); type the connection's name.",
    ],
  },
  draft: {
    restoredOne: "Restored what you typed earlier on this tab.",
    restoredList: "Restored the list you typed earlier on this tab.",
    discard: "Discard it",
  },
  one: {
    submit: "Clear assessments",
    confirmHeading: "Clear these assessments?",
    email: "Email",
    user: "User id",
    connection: "Connection",
    assessors: "Assessors",
    /** Parts, so the screen can let the id wrap at its separators. */
    confirm: <T>(userId: T) => ["Clear for ", userId],
    pending: "Clearing…",
    cancel: "Cancel",
    leaveWhileClearing:
      "The clear is still on its way to the tenant. If you leave now you will not see whether it worked. Leave anyway?",
    resultHeading: "Assessments cleared",
    cleared: <T>(parts: { assessors: string; user: T; connection: T; at: T }) =>
      [
        `Cleared ${parts.assessors} for user `,
        parts.user,
        " in connection ",
        parts.connection,
        " at ",
        parts.at,
        " (your local time).",
      ] as const,
    nothingLeft: "The tenant answers the same way when there was no assessment left to clear.",
    clearAnother: "Clear another user",
  },
  notFound: {
    userField: "No user with this id in the tenant",
    user: (detail: string | undefined) =>
      `User not found: ${detail ?? "the tenant has no user with this id."}`,
    connectionField: "No connection with this name, or the user is not in it",
    connection: (headline: string, detail: string | undefined) =>
      `${headline}: ${detail ?? "the connection does not exist or the user is not in it."}`,
  },
  list: {
    connectionOptional:
      "Leave it empty to clear each user in the connection they sign in with (the console reads it from each user first).",
    userIds: "User ids, one per line",
    userIdsHint: (min: number, max: number, summary: string) =>
      `Paste from a ticket or a spreadsheet column. A line may also be an email: each email is looked up exactly as written, case and all. Blank lines and repeats are left out; each id has ${min}–${max} characters. ${summary}`,
    toClear: (ids: number, leftOut: number, emails = 0) =>
      `${plural(ids, "user")} to clear${emails > 0 ? ` (${plural(emails, "email")} to look up first)` : ""}${leftOut > 0 ? `; ${plural(leftOut, "blank or repeated line")} left out` : ""}.`,
    emailNeedsScope:
      "an email: finding its user needs read:users, which this token lacks; use the user id",
    spaceInside: "a line holds one id or one email, and this one has a space inside",
    notAnEmail: "neither an email address nor a user id (<provider>|<id>)",
    columns: { email: "Email" },
    invalidLines: (lines: number) =>
      `${plural(lines, "line")} cannot be sent as user ids (listed below). Fix or remove them: nothing is sent until then.`,
    empty: "Paste at least one user id",
    invalidLine: (line: number, reason: string) => `Line ${line}: ${reason}.`,
    moreInvalidLines: (lines: number) =>
      `…and ${plural(lines, "more line")} that cannot be sent; fix the ones above to see them.`,
    advanced: "Advanced",
    concurrency: "Requests at a time",
    concurrencyHint:
      "More finish sooner until the tenant's rate limit sets the pace; the console keeps inside it either way.",
    pace: "Pace",
    serverPace:
      "The console's server sends it as a job, within the tenant's rate limit shared by the team; people's own requests go first.",
    submit: "Clear assessments",
    newBatch: "Start a new batch",
    confirmHeading: (users: number) => `Clear assessments for ${plural(users, "user")}?`,
    connection: "Connection",
    eachOwnConnection: "Each user's own, read before the clear",
    users: "Users",
    userCount: (users: number, leftOut: string | undefined) =>
      leftOut ? `${plural(users, "user")} (${leftOut} left out)` : plural(users, "user"),
    leftOut: (blankLines: number, duplicates: number) =>
      [
        blankLines > 0 ? plural(blankLines, "blank line") : "",
        duplicates > 0 ? plural(duplicates, "repeated id") : "",
      ]
        .filter(Boolean)
        .join(" and ") || undefined,
    assessors: "Assessors",
    confirm: (users: number) => `Clear for ${plural(users, "user")}`,
    cancel: "Cancel",
  },
  /** Why a clear cannot succeed however often it is sent (failureKind.ts). */
  /** The tenant's verdicts on a clear (src/api/risk-assessments/clearProblem.ts). */
  problems: {
    headlines: {
      "unknown-user": "User not found",
      "not-in-connection": "User not in this connection",
      "unknown-connection": "Connection not found",
      "connection-or-membership": "Connection not found, or the user is not in it",
      "bad-input": "Request refused as invalid",
    },
  },
} as const;
