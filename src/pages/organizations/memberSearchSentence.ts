import { organizationsMessages } from "./messages";
import { readingSentence } from "./searchSentence";
import type { MemberSearch } from "./useMemberSearch";

/**
 * What a search of members says of itself: how far it read, and "No member matches" only once
 * every member was read.
 */
export function memberSearchSentence(
  { state, matches, read }: Pick<MemberSearch, "state" | "matches" | "read">,
  term: string,
): string {
  return readingSentence(state, matches.length, read, term, organizationsMessages.members.filter);
}
