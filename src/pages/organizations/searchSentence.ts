import { describeApiError } from "../../api/apiError";
import { type Isolated, isolated } from "../../lib/isolated";
import { organizationsMessages } from "./messages";
import type { MemberSearchState } from "./useMemberSearch";
import type { OrganizationSearch } from "./useOrganizationSearch";

/** The sentences of a search that reads a listing on: organizations', members'. */
interface ReadingText {
  reading: (found: number, read: number) => string;
  refreshing: (found: number, read: number, refreshed: number) => string;
  none: (term: Isolated, read: number) => string;
  complete: (found: number, read: number) => string;
  stopped: (found: number, read: number) => string;
  failed: (read: number) => string;
}

/**
 * What a search that reads a listing on says of itself: how far it read, and "No … matches"
 * only once the whole listing was read.
 */
export function readingSentence(
  state: MemberSearchState,
  found: number,
  read: number,
  term: string,
  text: ReadingText,
): string {
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

const text = organizationsMessages.list.filter;

/**
 * What a search of organizations says of itself: a whole id or name is answered by one read
 * (or, for a whole id, the tenant said no such id exists); anything else as readingSentence.
 */
export function searchSentence(
  { state, matches, read }: Pick<OrganizationSearch, "state" | "matches" | "read">,
  term: string,
): string {
  const found = matches.length;
  switch (state.kind) {
    case "looking-up":
      return text.lookingUp;
    case "exact":
      return state.by === "id" ? text.exactById : text.exactByName(found - 1, read);
    case "no-such-id":
      return text.noSuchId(isolated(term.trim()));
    default:
      return readingSentence(state, found, read, term, text);
  }
}
