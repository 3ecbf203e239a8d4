import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { tokenExchangeProfilesMessages as text } from "../messages";

/** The columns the filter looks in; type, dates and extra properties are left out on purpose. */
const SEARCHED_FIELDS = ["name", "id", "subject_token_type", "action_id"] as const;

export function normalizeFilter(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match over the searched fields; an empty filter keeps every row. */
export function filterTokenExchangeProfiles(
  profiles: readonly TokenExchangeProfile[],
  text: string,
): readonly TokenExchangeProfile[] {
  const needle = normalizeFilter(text);
  if (needle === "") return profiles;
  return profiles.filter((profile) =>
    SEARCHED_FIELDS.some((field) => profile[field].toLocaleLowerCase().includes(needle)),
  );
}

interface SearchState {
  matches: number;
  /** Profiles read from the tenant so far. */
  searched: number;
  /** Pages are still being read for the filter. */
  searching: boolean;
  /** Every page has been read. */
  complete: boolean;
}

/** What the filter has found and how much of the tenant it has read. */
export function searchText({ matches, searched, searching, complete }: SearchState): string {
  if (searching) return text.filter.searching(matches, searched);
  if (complete) return text.filter.complete(matches, searched);
  return text.filter.stopped(matches, searched);
}
