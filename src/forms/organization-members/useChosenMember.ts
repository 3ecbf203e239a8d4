import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { User } from "../../api/schemas/user";
import { type Membership, membershipOptions } from "../../api/users/organizations";
import { isolated } from "../../lib/isolated";
import { membersMessages } from "./messages";

const text = membersMessages.membership;

/**
 * What Find user's choice says at once: whether the user is a member of this organization,
 * read from the user's own organizations (one read, where the member list may hold 100,000).
 * A member already is not put on the list; anyone else is, with the answer said beside it.
 */
export function useChosenMember(
  client: ApiClient,
  organization: { id: string; name: string },
  canReadMemberships: boolean,
  addToList: (userId: string) => void,
) {
  const cache = useQueryClient();
  const [answer, setAnswer] = useState("");
  // The latest choice: an answer that arrives for an earlier one says nothing.
  const latest = useRef<string | undefined>(undefined);

  const choose = async (user: User) => {
    latest.current = user.user_id;
    const who = isolated(user.email ?? user.name ?? user.user_id);
    const where = isolated(organization.name);
    if (!canReadMemberships) {
      addToList(user.user_id);
      setAnswer(text.unread(who));
      return;
    }
    setAnswer(text.checking(who));
    let membership: Membership;
    try {
      membership = await cache.fetchQuery(membershipOptions(client, user.user_id, organization.id));
    } catch (error) {
      if (latest.current !== user.user_id) return;
      addToList(user.user_id);
      setAnswer(text.failed(who, describeApiError(error)));
      return;
    }
    if (latest.current !== user.user_id) return;
    if (membership !== "member") addToList(user.user_id);
    setAnswer(
      membership === "member"
        ? text.member(who, where)
        : membership === "not-member"
          ? text.notMember(who, where)
          : text.unknown(who, where),
    );
  };

  return { answer, choose, clear: () => setAnswer("") };
}
