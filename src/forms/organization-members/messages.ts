import type { Isolated } from "../../lib/isolated";
import { plural } from "../../lib/plural";

/** "a", "a and b", "a, b, c and 2 more": the people a sentence names, never a wall of them. */
function listed(names: readonly Isolated[]): string {
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length <= 1
    ? (shown[0] ?? "")
    : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** Add members (the organization page's Members region). */
export const membersMessages = {
  title: "Add members",
  label: "User ids",
  hint: (n: number) =>
    `One a line or separated by commas: a user id such as auth0|5f7c8ec7c33c6c004bbafe82, or an email. Each is looked up before anything is sent; ${n} are sent at a time.`,
  submit: "Add members",
  pending: "Adding members…",
  empty: "Enter at least one user id or email.",
  emailNeedsScope:
    "an email: finding its user needs read:users, which this token lacks; use the user id",
  spaceInside: "a line holds one id or one email, and this one has a space inside",
  notAnEmail: "neither an email address nor a user id (<provider>|<id>)",
  noSuchId: "no user has this id",
  noSuchEmail: "no user has this email (it is matched exactly, case and all)",
  sameButCase: (found: string) =>
    `no user has this email as written (it is matched case and all), but one has ${found}: use that address`,
  sharedEmail: (n: number) => `${n} users share this email; add the one you mean by their user id`,
  markedLine: (line: number, reason: string) => `Line ${line}: ${reason}.`,
  marked: (n: number) =>
    `${plural(n, "line")} not sent (listed below). Fix or remove ${n === 1 ? "it" : "them"}, then add again.`,
  checking: (done: number, total: number) => `Looked up ${done} of ${total}…`,
  /** Where the console's server runs jobs: the list is added by a job that outlives the tab. */
  jobStarted: (n: number) =>
    `Started on the server: ${plural(n, "line")} to add. The job goes on if this tab closes; its progress is below.`,
  jobTooLarge: (n: number, max: number) =>
    `${plural(n, "line")}: one job takes at most ${max.toLocaleString("en")}. Split the list.`,
  progress: (done: number, total: number) => `Added ${done} of ${total}…`,
  /** What an add did: new members only are counted as added. */
  done: ({
    added,
    unsure,
    already,
  }: {
    added: number;
    /** Sent, though whether each was a member before could not be read. */
    unsure: number;
    already: readonly Isolated[];
  }) => {
    const sentences: string[] = [];
    if (added > 0 || (unsure === 0 && already.length === 0)) {
      sentences.push(`Added ${plural(added, "member")}.`);
    }
    if (unsure > 0) {
      sentences.push(
        `Added ${plural(unsure, "user")} who may have been ${unsure === 1 ? "a member" : "members"} already (this token cannot read users' organizations).`,
      );
    }
    if (already.length === 1) sentences.push(`${listed(already)} was a member already.`);
    else if (already.length > 1) {
      sentences.push(`${already.length} were members already: ${listed(already)}.`);
    }
    return sentences.join(" ");
  },
  failed: (done: number, total: number, why: string) =>
    `Added ${done} of ${total}, then a request failed: ${why} The lines not yet added are left in the field.`,
  lookupFailed: (why: string) => `The list could not be looked up, so nothing was sent: ${why}`,
  membership: {
    checking: (who: Isolated) => `Checking whether ${who} is a member…`,
    member: (who: Isolated, organization: Isolated) =>
      `${who} is a member of ${organization} already.`,
    notMember: (who: Isolated, organization: Isolated) =>
      `${who} is not a member of ${organization}: added to the list below.`,
    unknown: (who: Isolated, organization: Isolated) =>
      `${who} belongs to more than 1,000 organizations, so whether ${organization} is one of them cannot be read: added to the list below.`,
    failed: (who: Isolated, why: string) =>
      `Whether ${who} is a member could not be read (${why}): added to the list below.`,
    unread: (who: Isolated) => `${who} is added to the list below.`,
  },
};
