import type { ConfirmCopy } from "../../forms/shared/confirmCopy";
import type { Isolated } from "../../lib/isolated";

/** "1 profile", "3 profiles": the catalog imports no code, not even src/lib/plural. */
const profiles = (n: number) => `${n} ${n === 1 ? "profile" : "profiles"}`;
const matches = (n: number) => `${n} ${n === 1 ? "match" : "matches"}`;

/** The token exchange profile list (src/pages/token-exchange-profiles); loads with its screen. */
export const tokenExchangeProfilesMessages = {
  heading: "Token exchange profiles",
  intro: (take: string) =>
    `Each profile binds a subject token type to a custom token exchange action. The list loads ${take} at a time as you scroll; a filter searches every page.`,
  fields: {
    name: "Name",
    id: "Id",
    subject_token_type: "Subject token type",
    action_id: "Action id",
    type: "Type",
    created_at: "Created",
    updated_at: "Updated",
    changed: "Last change",
  },
  columns: {
    /** The action's name where the token may list actions, else its id. */
    action: "Action",
  },
  filter: {
    label: "Filter profiles",
    hint: "Matches name, id, subject token type or action id. The whole tenant is searched.",
    cancel: "Cancel search",
    searching: (found: number, searched: number) =>
      `${matches(found)} so far. Searched ${profiles(searched)}…`,
    complete: (found: number, searched: number) =>
      `${matches(found)} among all ${profiles(searched)}.`,
    stopped: (found: number, searched: number) =>
      `${matches(found)} among the first ${profiles(searched)}; the search was stopped.`,
    noMatchYet: (filter: string) => `No match for “${filter}” yet; searching…`,
    noMatch: (filter: string) => `No profile matches “${filter}”.`,
  },
  pageSize: {
    label: "Page size",
    option: (size: string) => `${size} per page`,
  },
  /** The progress sentences of the testing contract. */
  progress: {
    loading: "Loading profiles…",
    none: "No profiles loaded",
    loaded: (n: number) => `Loaded ${n} profiles`,
    all: (n: number) => `All ${n} profiles loaded`,
  },
  rateLimited: "The tenant is limiting requests, so loading is paused. It resumes by itself.",
  resumingIn: "Resuming in",
  restarted: (hours: number) =>
    `The list restarted from the first page: the tenant no longer accepted its place in the list, which it keeps for ${hours} hours.`,
  dismiss: "Dismiss",
  cancel: "Cancel",
  retry: "Retry",
  empty: "This tenant has no token exchange profiles.",
  keysHint:
    "Up and Down arrows, Page Up, Page Down, Home and End move between rows; Right arrow reaches Copy id; Enter shows a profile's details.",
  firstPage: {
    failed: "Could not load the profiles.",
    earlyAccess: (scope: string) =>
      `The token has ${scope}, so the tenant may not have this early-access listing enabled.`,
    missingScope: (scope: string) =>
      `The token lacks ${scope}, which listing profiles requires. Sign out and connect with a token that has it.`,
  },
  cancelled: "Loading the profiles was cancelled before the tenant answered.",
  trailer: {
    cursorRefused: "The tenant did not accept the list's place again after a restart.",
    restart: "Restart from the first page",
    moreFailed: "Could not load more profiles.",
    searchStopped: "More profiles exist; the search was stopped before them.",
    searchRest: "Search the rest",
    loadingMore: "Loading more profiles…",
    moreOnScroll: "More profiles load as you scroll.",
  },
  newProfile: {
    link: "New profile",
    noScope: (scope: string) => `Creating profiles needs ${scope}, which this token lacks.`,
    heading: "New token exchange profile",
    intro:
      "A profile lets clients exchange a token of their own kind for one of this tenant's: requests that send its subject token type run its action, which validates the token.",
    back: "Back to the profiles",
    created: (name: Isolated) => `Created profile ${name}.`,
    full: (max: number) =>
      `This tenant already holds ${max} token exchange profiles, the most the service allows: delete one you no longer need before creating another`,
  },
  details: {
    /** Followed by the profile's name, isolated: the name is the tenant's text. */
    heading: "Details of",
    unnamed: (id: string) => `profile ${id}`,
    close: "Close details",
    loading: (id: string) => `Reading profile ${id}…`,
    notFound: (id: string) => `The tenant has no profile with id ${id}.`,
    failed: (problem: string) => `Could not read the profile: ${problem}`,
    action: "Action",
    actionNameUnknown: "not among the deployed custom token exchange actions",
    actionNameNeedsScope: (scope: string) => `its name needs ${scope}`,
    edit: "Edit profile",
    delete: "Delete profile",
    confirmDelete: {
      question: (name) => `Delete profile ${name}?`,
      consequence:
        "Token exchange requests that send its subject token type will fail once it is gone. This cannot be undone.",
      confirmLabel: "Delete",
      cancelLabel: "Cancel",
      pendingText: "Deleting the profile…",
    } satisfies ConfirmCopy,
    deleted: (name: Isolated) => `Deleted profile ${name}.`,
    saved: (name: Isolated) => `Saved profile ${name}.`,
    other: "Other properties",
    noOther: "None: this profile has only the fields the contract lists.",
  },
  copy: {
    button: "Copy",
    /** The button's own text for a moment after a copy, beside the polite announcement. */
    done: "Copied ✓",
    notDone: "Not copied",
    label: (id: Isolated) => `Copy id ${id}`,
    copied: (id: string) => `Copied ${id}`,
    failed: (id: string) => `Could not copy ${id}: select it and copy it by hand`,
  },
  lastChange: {
    created: (ago: string) => `Created ${ago}`,
    updated: (ago: string) => `Updated ${ago}`,
    createdTitle: (at: string) => `Created ${at}`,
    updatedTitle: (updated: string, created: string) => `Updated ${updated}; created ${created}`,
  },
} as const;
