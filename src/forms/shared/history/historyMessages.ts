import type { RestorableObjectType } from "../../../api/history/types";

/** What each object is called in a sentence. */
const THING: Readonly<Record<RestorableObjectType, string>> = {
  organization: "organization",
  token_exchange_profile: "profile",
  user_attribute_profile: "profile",
};

/** The text of the History region and Restore this version (this folder). */
export const historyMessages = {
  heading: "History",
  listName: "Changes, newest first",
  loading: "Reading the history…",
  empty: "No changes recorded yet. Changes made through this console from now on show here.",
  failed: "The history could not be read: ",
  retry: "Retry",
  older: "Show older changes",
  loadingOlder: "Reading older changes…",
  shown: (count: number, more: boolean) =>
    more
      ? `${count} ${count === 1 ? "change" : "changes"} shown; older ones remain.`
      : `${count} recorded ${count === 1 ? "change" : "changes"} shown.`,
  entry: {
    by: "By ",
    noOperator: "someone without sign-in (the server's own credential)",
    role: (role: string | null) => (role === null ? "no role" : role),
    reason: "Reason: ",
    restore: "Restores an earlier version.",
    firstHeading: "Before the oldest recorded change",
    firstBefore: "The settings as read just before ",
    refused: "Refused: their role may not do this. Nothing was sent to the tenant.",
    unknown: "Outcome unknown: the tenant never answered, so it may or may not have been applied.",
    failed: (status: number) => `Failed: the tenant answered ${status}. Nothing changed.`,
    notSet: "not set",
  },
  restore: {
    open: "Restore this version",
    loading: "Opening Restore this version…",
    heading: "Restore this version?",
    of: (type: RestorableObjectType) =>
      `Puts the ${THING[type]}'s settings back as they were right after this change: `,
    ofBefore: (type: RestorableObjectType) =>
      `Puts the ${THING[type]}'s settings back as they were just before this change: `,
    reading: (type: RestorableObjectType) => `Reading the ${THING[type]} as it is now…`,
    readFailed: (type: RestorableObjectType) => `The ${THING[type]} could not be read: `,
    unreadable:
      "This version holds settings this page cannot send, so it cannot be restored from here.",
    changedSince: "Changed since this version: ",
    isNow: " is now ",
    isGone: " is no longer set",
    changedBy: " (by ",
    changedOutside: " (not by a change recorded here)",
    preview: "What the restore changes (now → restored)",
    nothing: (type: RestorableObjectType) =>
      `Nothing to restore: the ${THING[type]} already matches this version.`,
    kept: (field: string) => `${field} stays as it is: the service has no way to remove it.`,
    confirm: "Restore",
    pending: "Restoring…",
    cancel: "Cancel",
    close: "Close",
    restored: "Restored. The history shows the restore on top.",
  },
} as const;
