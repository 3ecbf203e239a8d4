import type { ApiClient } from "../../api/client";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import type { User } from "../../api/schemas/user";
import { isEmailText } from "../../api/users/identity";
import { membershipOf } from "../../api/users/organizations";
import { readUserLine } from "../shared/find-user/readUserLine";
import { membersMessages as text } from "./messages";
import type { MarkedLine, MemberLine } from "./parseMemberLines";

/** What reading a line found, which decides whether it is sent. */
export type CheckedLine =
  /** A user who is not a member yet (`sure`), or whose membership could not be read. */
  | { readonly kind: "add"; readonly member: OrganizationMember; readonly sure: boolean }
  /** A member already: nothing is sent for them. */
  | { readonly kind: "member"; readonly member: OrganizationMember }
  /** No user, or several: marked on its line, not sent. */
  | { readonly kind: "unknown"; readonly line: MarkedLine }
  /** An id sent as typed: this token cannot read users. */
  | { readonly kind: "unchecked"; readonly member: OrganizationMember };

interface CheckMemberLinesInput {
  readonly client: ApiClient;
  readonly organizationId: string;
  readonly entries: readonly MemberLine[];
  /** read:users: each line is read before anything is sent. */
  readonly canReadUsers: boolean;
  /** read:organizations: each user's memberships tell an existing member. */
  readonly canReadMemberships: boolean;
  readonly signal?: AbortSignal | undefined;
  /** After each line, with how many are checked. */
  readonly onChecked?: ((checked: number) => void) | undefined;
}

/** A member as the list shows one, from the user read for the line. */
function memberOf(user: User): OrganizationMember {
  const { user_id, email, name, picture } = user;
  return {
    user_id,
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    ...(picture === undefined ? {} : { picture }),
  };
}

/**
 * Reads every line before anything is sent, one after the other so a long list spends the
 * tenant's budget gently: an id by id, an email exactly (src/forms/shared/find-user/readUserLine.ts), then
 * the user's organizations, which say whether they are a member already. The tenant adds all of
 * a request or none, so one unknown id would otherwise fail the nine beside it.
 */
export async function checkMemberLines({
  client,
  organizationId,
  entries,
  canReadUsers,
  canReadMemberships,
  signal,
  onChecked,
}: CheckMemberLinesInput): Promise<CheckedLine[]> {
  const checked: CheckedLine[] = [];
  for (const entry of entries) {
    checked.push(await checkLine(entry));
    onChecked?.(checked.length);
  }
  return checked;

  async function checkLine(entry: MemberLine): Promise<CheckedLine> {
    if (!canReadUsers) return { kind: "unchecked", member: { user_id: entry.value } };
    const read = await readUserLine(client, entry.value, { signal });
    if (read.kind !== "found") {
      const reason =
        read.kind === "several"
          ? text.sharedEmail(read.count)
          : read.sameButCase !== undefined
            ? text.sameButCase(read.sameButCase)
            : isEmailText(entry.value)
              ? text.noSuchEmail
              : text.noSuchId;
      return { kind: "unknown", line: { ...entry, reason } };
    }
    const member = memberOf(read.user);
    if (!canReadMemberships) return { kind: "add", member, sure: false };
    const membership = await membershipOf(client, member.user_id, organizationId, signal);
    if (membership === "member") return { kind: "member", member };
    return { kind: "add", member, sure: membership === "not-member" };
  }
}
