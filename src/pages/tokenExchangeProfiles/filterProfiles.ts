import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";

/** The columns the filter looks in; type, dates and extra properties are left out on purpose. */
const SEARCHED_FIELDS = ["name", "id", "subject_token_type", "action_id"] as const;

export function normalizeFilter(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match over the searched fields; an empty filter keeps every row. */
export function filterProfiles(
  profiles: readonly TokenExchangeProfile[],
  text: string,
): readonly TokenExchangeProfile[] {
  const needle = normalizeFilter(text);
  if (needle === "") return profiles;
  return profiles.filter((profile) =>
    SEARCHED_FIELDS.some((field) => profile[field].toLocaleLowerCase().includes(needle)),
  );
}

export function matchCountText(matches: number, loaded: number): string {
  const noun = loaded === 1 ? "profile" : "profiles";
  const verb = matches === 1 ? "matches" : "match";
  return `${matches} of ${loaded} loaded ${noun} ${verb}`;
}
