import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { LIMITS } from "../schemas/limits";
import { userSearchPageSchema, userSearchQuerySchema } from "../schemas/userSearch";
import { USER_OPERATIONS } from "./operations.ts";

/** Enough options to choose from; a person narrows the query rather than scrolling past this. */
const SEARCH_MATCHES_SHOWN = 20;
/** The most matches any search can reach; `total` may say more matched. */
export const SEARCH_REACHABLE = LIMITS.userSearch.maxResults;

interface UserSearchInput {
  /** In the search syntax, such as `email:"jane@acme.example"`. */
  readonly q: string;
  readonly page?: number;
  readonly perPage?: number;
}

/**
 * GET /users?q=…&search_engine=v3&include_totals=true: one page of matches and how many matched
 * in all. Eventually consistent: a user created a moment ago may not be found yet. A page past
 * the first 1,000 matches is a ZodError, never sent.
 */
export const searchUsers = operation(
  ({ q, page = 0, perPage = SEARCH_MATCHES_SHOWN }: UserSearchInput) => ({
    method: "GET",
    path: pathOf(USER_OPERATIONS.searchUsers),
    query: userSearchQuerySchema.parse({
      q,
      search_engine: "v3",
      page: String(page),
      per_page: String(perPage),
      include_totals: "true",
    }),
    schema: userSearchPageSchema,
    // A 503 here is the query's own slowness (over 2 s): sent again, it is as slow.
    repeatOnServerError: false,
  }),
);
