import type { RestorableObjectType } from "../../api/history/types";
import type { Isolated } from "../../lib/isolated";
import { plural } from "../../lib/plural";

/**
 * Recently deleted's text (src/pages/recently-deleted); it loads with its chunk. A plain typed
 * object (docs/decisions/010-message-catalog-as-a-typed-object.md).
 */
const KIND: Record<RestorableObjectType, string> = {
  organization: "Organization",
  token_exchange_profile: "Token exchange profile",
  user_attribute_profile: "User attribute profile",
};
const kindLower = (type: RestorableObjectType) => KIND[type].toLowerCase();
/** What a restore re-creates of each kind, for the dialog's "before". */
const SETTINGS: Record<RestorableObjectType, string> = {
  organization:
    "its name, display name, logo, metadata, token quota and third-party access (branding colours with one more write)",
  token_exchange_profile: "its name, subject token type, action and type",
  user_attribute_profile: "its name, user id mapping and user attributes",
};

export const recentlyDeletedMessages = {
  heading: "Recently deleted",
  intro:
    "Organizations, token exchange profiles and user attribute profiles deleted through this console, newest first. Restore re-creates one with the settings it had.",
  kind: KIND,
  caption: "Deleted objects, newest first",
  columns: {
    kind: "Kind",
    name: "Name",
    id: "Old id",
    by: "Deleted by",
    at: "When",
    reason: "Reason",
    actions: "Actions",
  },
  noReason: "None given",
  unknownPerson: "The server's credential",
  loading: "Loading deleted objects…",
  empty: "Nothing was deleted through this console, or everything deleted has been restored.",
  loaded: (n: number, all: boolean) =>
    all ? `All ${plural(n, "deleted object")} loaded` : `Loaded ${plural(n, "deleted object")}`,
  loadMore: "Load more",
  loadingMore: "Loading more…",
  failed: (message: string) => `Could not read the deleted objects: ${message}`,
  retry: "Retry",
  restore: "Restore",
  restoreLabel: (name: Isolated) => `Restore ${name}`,
} as const;

export const restoreMessages = {
  title: (name: Isolated) => `Restore ${name}?`,
  titleDone: (name: Isolated) => `Restored ${name}`,
  newId: (type: RestorableObjectType, id: Isolated) =>
    `The service gives the restored ${kindLower(type)} a new id: ${id} will not come back, and links or integrations that name it will not find the new one.`,
  settings: (type: RestorableObjectType) =>
    `It is re-created with ${SETTINGS[type]}, as kept when it was deleted.`,
  connections: (n: number) =>
    n === 0
      ? "It had no enabled connections."
      : `${plural(n, "connection")} will be re-enabled with the options they had.`,
  members: (n: number) =>
    n === 0
      ? "It had no members."
      : `${plural(n, "member")} will be added again, ten a request, paced to the rate limit.`,
  notRead:
    "Its connections and members could not be read before it was deleted: only the settings come back, and they must be added again by hand.",
  reason: "Reason",
  reasonHint: "A ticket number or a few words, kept with the restore in the team's activity.",
  confirm: "Restore",
  cancel: "Cancel",
  close: "Close",
  progress: {
    create: (type: RestorableObjectType) => `Creating the ${kindLower(type)}…`,
    connections: (done: number, total: number) =>
      `Re-enabling connections: ${done} of ${total} done…`,
    members: (done: number, total: number) => `Adding members again: ${done} of ${total} added…`,
    waiting: "Waiting for the rate limit before the next request…",
  },
  restored: (type: RestorableObjectType, name: Isolated, id: Isolated) =>
    `Restored ${kindLower(type)} ${name} with the new id ${id}.`,
  restoredItems: (connections: number, members: number) =>
    `${plural(connections, "connection")} re-enabled, ${plural(members, "member")} added again.`,
  open: (type: RestorableObjectType) => `Open the restored ${kindLower(type)}`,
  itemFailures: (n: number) => `${plural(n, "item")} could not be restored:`,
  connectionFailed: (id: Isolated, message: string) => `Connection ${id}: ${message}`,
  memberFailed: (id: Isolated, message: string) => `Member ${id}: ${message}`,
  colorsFailed: (_id: Isolated, message: string) => `Branding colours: ${message}`,
  failedHeading: "Nothing was restored",
  /** A 409 on the create: the name (a profile's subject token type) is in use again. */
  nameTaken: (type: RestorableObjectType, name: Isolated, tenant: Isolated) =>
    type === "token_exchange_profile"
      ? `Its subject token type is taken again: another token exchange profile uses it now (the tenant says: ${tenant}). Change or delete that profile, then restore ${name} again.`
      : `The name ${name} is taken again: another ${kindLower(type)} of that name exists now (the tenant says: ${tenant}). Rename or delete that one, then restore this again.`,
  keptRow: "It stays in Recently deleted, so you can try again.",
} as const;
