import type { ApiClient, RequestOptions } from "../client";
import { nextCursor } from "../schemas/cursor";
import type { TokenExchangeProfile } from "../schemas/tokenExchangeProfile";
import { listTokenExchangeProfiles } from "./list";

/** The service keeps at most 100 profiles: one page of the largest size, two at worst. */
const PAGE = 100;
const MOST_PAGES = 5;

/**
 * The profile that holds a subject token type, which a 409 on a create or an edit does not
 * name: read through the listing, the most pages bounded in case the tenant keeps more.
 */
export async function profileHolding(
  client: ApiClient,
  subjectTokenType: string,
  options: RequestOptions = {},
): Promise<TokenExchangeProfile | undefined> {
  let from: string | undefined;
  for (let page = 0; page < MOST_PAGES; page++) {
    const list = await listTokenExchangeProfiles(
      client,
      from === undefined ? { take: PAGE } : { take: PAGE, from },
      options,
    );
    const holder = list.token_exchange_profiles.find(
      (profile) => profile.subject_token_type === subjectTokenType,
    );
    if (holder !== undefined) return holder;
    from = nextCursor(list);
    if (from === undefined) return undefined;
  }
  return undefined;
}
