import { describeApiError } from "../../api/apiError";
import { isolated } from "../../lib/isolated";
import { organizationsMessages } from "./messages";
import type { MemberSearch } from "./useMemberSearch";

const text = organizationsMessages.members.filter;

/**
 * What a search of members says of itself: how far it read, and "No member matches" only once
 * every member was read.
 */
export function memberSearchSentence(
  { state, matches, read }: Pick<MemberSearch, "state" | "matches" | "read">,
  term: string,
): string {
  const found = matches.length;
  switch (state.kind) {
    case "idle":
      return "";
    case "reading":
      return text.reading(found, read);
    case "refreshing":
      return text.refreshing(found, read, state.refreshed);
    case "complete":
      return found === 0 ? text.none(isolated(term.trim()), read) : text.complete(found, read);
    case "stopped":
      return text.stopped(found, read);
    case "failed":
      return `${text.failed(read)} ${isolated(describeApiError(state.error))}`;
  }
}
