import type { ConfirmCopy } from "../../forms/shared/confirmCopy";
import type { Isolated } from "../../lib/isolated";
import { plural } from "../../lib/plural";

const members = (n: number) => plural(n, "member");
const roles = (n: number) => plural(n, "role");

/** The Members region's roles: the column, the picker and the two writes. */
export const memberRoleMessages = {
  column: "Roles",
  /** A cell whose member the listing gave without roles, while they are read on their own. */
  cellReading: "Reading…",
  cellFailed: "Not read",
  heading: "Roles of the selected members",
  /** The roles column without the scope to read roles: said once, above the table. */
  noScopeToRead: (scope: string) =>
    `Members' roles are not shown: reading them needs ${scope}, which this token lacks.`,
  picker: {
    label: "Role",
    hint: "Type part of a role's name, then choose it; choose as many as you need.",
    list: "Roles of the tenant",
    searching: "Looking for roles…",
    none: (term: Isolated) => `No role's name holds “${term}”.`,
    failed: (why: string) => `The roles could not be read: ${why}`,
    chosen: "Roles chosen",
    unchoose: (name: Isolated) => `Take ${name} off the roles chosen`,
  },
  assign: "Assign roles",
  remove: "Remove roles",
  assigning: (done: number, total: number) => `Assigning roles: ${done} of ${members(total)}…`,
  assigned: (count: number, memberCount: number) =>
    `Assigned ${roles(count)} to ${members(memberCount)}.`,
  removed: (count: number, memberCount: number) =>
    `Removed ${roles(count)} from ${members(memberCount)}.`,
  partly: (done: number, total: number) =>
    `Done for ${done} of ${members(total)}; what stopped the rest is said above.`,
  /** The service's limit, said before anything is sent. */
  tooMany: (who: Isolated, held: number, max: number) =>
    `${who} would hold ${held} roles, more than the ${max} the service allows a member: nothing was assigned. Choose fewer roles, or remove some of theirs first.`,
  confirmRemove: {
    question: ({ roleCount, memberCount, organization }) =>
      `Remove ${roles(roleCount)} from ${members(memberCount)} of ${organization}?`,
    consequence: "They stay members; only these roles end.",
    confirmLabel: "Remove roles",
    cancelLabel: "Cancel",
    pendingText: "Removing roles…",
  } satisfies ConfirmCopy<{ roleCount: number; memberCount: number; organization: Isolated }>,
};
