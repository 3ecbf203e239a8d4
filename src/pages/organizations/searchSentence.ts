import { describeApiError } from "../../api/apiError";
import { isolated } from "../../lib/isolated";
import { organizationsMessages } from "./messages";
import type { OrganizationSearch } from "./useOrganizationSearch";

const text = organizationsMessages.list.filter;

/**
 * What a search of organizations says of itself: how far it read, and "No organization matches"
 * only once the whole tenant was read (or, for a whole id, the tenant said no such id exists).
 */
export function searchSentence(
  { state, matches, read }: Pick<OrganizationSearch, "state" | "matches" | "read">,
  term: string,
): string {
  const found = matches.length;
  switch (state.kind) {
    case "idle":
      return "";
    case "looking-up":
      return text.lookingUp;
    case "exact":
      return state.by === "id" ? text.exactById : text.exactByName(found - 1, read);
    case "no-such-id":
      return text.noSuchId(isolated(term.trim()));
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
