import type { ConfirmCopy } from "../../forms/shared/confirmCopy";
import { formatNumber } from "../../lib/format";
import type { Isolated } from "../../lib/isolated";
import { plural } from "../../lib/plural";

/** "1 organization", "10,000 organizations". */
const organizations = (n: number) =>
  `${formatNumber(n)} ${n === 1 ? "organization" : "organizations"}`;
const found = (n: number) => (n === 0 ? "none found yet" : `${formatNumber(n)} found`);
const members = (n: number) => plural(n, "member");
/** "2,000 members": counts of a search, which reach the thousands. */
const memberCount = (n: number) => `${formatNumber(n)} ${n === 1 ? "member" : "members"}`;

/** The organizations job (src/pages/organizations); loads with its screens. */
export const organizationsMessages = {
  list: {
    heading: "Organizations",
    intro: "Find an organization to change its settings, connections and members, or delete it.",
    create: "Create organization",
    table: "Organizations",
    columns: ["Name", "Display name", "Id"] as const,
    progress: {
      loading: "Loading organizations…",
      none: "No organizations loaded",
      loaded: (n: number) => `Loaded ${organizations(n)}`,
      all: (n: number) => `All ${organizations(n)} loaded`,
    },
    filter: {
      label: "Filter organizations",
      hint: "Searches names, display names and ids, in any case. A whole id or name is read at once; other text is looked for in every organization, which can take a minute in a big tenant.",
      lookingUp: "Searching…",
      exactById: "Found by its id.",
      exactByName: (others: number, read: number) =>
        others === 0
          ? "Found by its whole name."
          : `Found by its whole name; ${formatNumber(others)} more contain it among the ${organizations(read)} read so far.`,
      noSuchId: (id: Isolated) => `No organization has the id ${id}.`,
      reading: (matches: number, read: number) =>
        `Searched ${organizations(read)} so far: ${found(matches)}.`,
      refreshing: (matches: number, read: number, again: number) =>
        `${formatNumber(matches)} found among all ${organizations(read)} read earlier; checking for changes (${formatNumber(again)} of about ${formatNumber(read)} read again).`,
      complete: (matches: number, read: number) =>
        `${formatNumber(matches)} found among all ${organizations(read)}.`,
      none: (term: Isolated, read: number) =>
        `No organization matches “${term}”: all ${organizations(read)} were searched.`,
      stopped: (matches: number, read: number) =>
        matches === 0
          ? `None among the first ${organizations(read)}: the search was stopped.`
          : `${formatNumber(matches)} found among the first ${organizations(read)}: the search was stopped.`,
      failed: (read: number) => `The search stopped after ${organizations(read)}:`,
      stop: "Stop",
      searchOn: "Search on",
      retry: "Search again",
      rateLimited:
        "The tenant is limiting how fast organizations can be read, so the search goes slower.",
      nextPageIn: "The next page is read in",
    },
    empty: "This tenant has no organizations yet.",
    failed: "The organizations could not be loaded.",
    retry: "Retry",
  },
  page: {
    back: "All organizations",
    loading: "Loading the organization…",
    notFound: "No organization has this id. It may have been deleted.",
    malformed:
      "No organization has this id: an organization's id is org_ followed by 16 letters or digits.",
    id: "Id",
  },
  settings: { heading: "Settings" },
  connections: {
    heading: "Connections",
    intro: "Connections people of this organization can sign in with.",
    none: "No connection is enabled for this organization.",
    remove: (name: Isolated) => `Remove ${name}`,
    confirmRemove: {
      question: ({ connection, organization }) => `Remove ${connection} from ${organization}?`,
      consequence:
        "Its users can no longer sign in to this organization with it, and its options here are forgotten; adding it again starts from the defaults.",
      confirmLabel: "Remove connection",
      cancelLabel: "Cancel",
      pendingText: "Removing…",
    } satisfies ConfirmCopy<{ connection: Isolated; organization: Isolated }>,
    removed: (name: Isolated) => `${name} removed.`,
    added: (name: Isolated) => `${name} added.`,
    full: (max: number) =>
      `This organization has the maximum of ${max} connections: remove one before adding another.`,
    flagsLabel: (name: Isolated) => `Options of ${name}`,
    /** What a ticked or unticked option now does, said beside its row. */
    flagChanged: {
      is_signup_enabled: (on: boolean, name: Isolated) =>
        on ? `Signup enabled for ${name}.` : `Signup disabled for ${name}.`,
      assign_membership_on_login: (on: boolean, name: Isolated) =>
        on
          ? `Membership is assigned on login for ${name}.`
          : `Membership is no longer assigned on login for ${name}.`,
      show_as_button: (on: boolean, name: Isolated) =>
        on ? `${name} is shown as a button.` : `${name} is no longer shown as a button.`,
    },
    failed: "The connections could not be loaded.",
  },
  members: {
    heading: "Members",
    table: "Members",
    columns: ["Select", "Email", "Name", "User id"] as const,
    select: (who: Isolated) => `Select ${who}`,
    selectedCount: (n: number) => `${members(n)} selected`,
    removeSelected: "Remove selected members",
    confirmRemove: {
      question: ({ count, organization }) => `Remove ${members(count)} from ${organization}?`,
      consequence: "They stay users of the tenant; only their membership ends.",
      confirmLabel: "Remove members",
      cancelLabel: "Cancel",
      pendingText: "Removing…",
    } satisfies ConfirmCopy<{ count: number; organization: Isolated }>,
    toRemove: "Members to remove",
    andMore: (n: number) => `and ${formatNumber(n)} more`,
    removed: (n: number) => `${members(n)} removed.`,
    none: "This organization has no members yet.",
    progress: {
      loading: "Loading members…",
      none: "No members loaded",
      loaded: (n: number) => `Loaded ${members(n)}`,
      all: (n: number) => `All ${members(n)} loaded`,
    },
    failed: "The members could not be loaded.",
    filter: {
      label: "Filter members",
      hint: "Part of an email, a name or a user id, in any case. Every member is looked at, which can take a while in a big organization; to check one person, Find user below answers at once.",
      lookingUp: "Searching…",
      reading: (matches: number, read: number) =>
        `Searched ${formatNumber(read)} of the members so far: ${found(matches)}.`,
      refreshing: (matches: number, read: number, again: number) =>
        `${formatNumber(matches)} found among all ${memberCount(read)} read earlier; checking for changes (${formatNumber(again)} of about ${formatNumber(read)} read again).`,
      complete: (matches: number, read: number) =>
        `${formatNumber(matches)} found among all ${memberCount(read)}.`,
      none: (term: Isolated, read: number) =>
        `No member matches “${term}”: all ${memberCount(read)} were searched.`,
      stopped: (matches: number, read: number) =>
        matches === 0
          ? `None among the first ${memberCount(read)}: the search was stopped.`
          : `${formatNumber(matches)} found among the first ${memberCount(read)}: the search was stopped.`,
      failed: (read: number) => `The search stopped after ${memberCount(read)}:`,
      rateLimited:
        "The tenant is limiting how fast members can be read, so the search goes slower.",
    },
  },
  delete: {
    heading: "Delete organization",
    intro:
      "Deleting removes the organization with its connections and memberships. Its members stay users of the tenant.",
    open: "Delete organization…",
    confirmDelete: {
      question: (name) => `Delete organization ${name}?`,
      consequence: "This cannot be undone.",
      confirmLabel: "Delete organization",
      cancelLabel: "Cancel",
      pendingText: "Deleting…",
    } satisfies ConfirmCopy,
    label: "Organization name to confirm",
    mismatch: (name: Isolated) => `Type ${name} to delete it.`,
    deleted: (name: Isolated) => `Organization ${name} was deleted.`,
  },
};
