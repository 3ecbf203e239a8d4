import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { booleanText, fieldsQueryShape, wholeNumberParam } from "./paging.ts";
import { userSchema } from "./user.ts";

const S = LIMITS.userSearch;

export const SEARCH_ENGINES = ["v1", "v2", "v3"] as const;

/** The service's own texts for a search it refuses. */
export const USER_SEARCH_MESSAGES = {
  v1: "You are not allowed to use search_engine=v1.",
  v2: "You are not allowed to use search_engine=v2. Use search_engine=v3 instead.",
  qWithoutEngine: "The 'q' parameter is available only if you specify 'search_engine=v2|v3'.",
  pastCap: `You can only page through the first ${S.maxResults} records. Narrow the query (q) to reach the others.`,
  timeout: "The query exceeded the timeout. Please try refining your search criteria.",
} as const;

/**
 * Query of GET /users: `q` in the search syntax with `search_engine=v3`, offset paging that
 * reaches the first 1,000 matches only, `fields` to trim each user.
 */
export const userSearchQuerySchema = z
  .strictObject({
    q: z.string().optional(),
    search_engine: z
      .enum(SEARCH_ENGINES, { error: `search_engine must be one of: ${SEARCH_ENGINES.join(", ")}` })
      .optional(),
    page: wholeNumberParam("page", S.page).optional(),
    per_page: wholeNumberParam("per_page", S.perPage).optional(),
    include_totals: booleanText("include_totals").optional(),
    sort: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_.]*:(1|-1)$/, {
        error: "sort must be a field, a colon and 1 or -1, such as created_at:-1",
      })
      .optional(),
    primary_order: booleanText("primary_order").optional(),
    ...fieldsQueryShape,
  })
  .check((ctx) => {
    const { q, search_engine: engine, page = 0, per_page: perPage = S.perPage.default } = ctx.value;
    const refuse = (path: string, message: string) =>
      ctx.issues.push({ code: "custom", input: ctx.value, path: [path], message });
    if (engine === "v1" || engine === "v2") refuse("search_engine", USER_SEARCH_MESSAGES[engine]);
    else if (q !== undefined && engine === undefined) {
      refuse("q", USER_SEARCH_MESSAGES.qWithoutEngine);
    } else if ((page + 1) * perPage > S.maxResults) refuse("page", USER_SEARCH_MESSAGES.pastCap);
  });
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** With `include_totals=true`: the page and how many users matched in all. */
export const userSearchPageSchema = z.looseObject({
  start: z.number().int(),
  limit: z.number().int(),
  length: z.number().int(),
  total: z.number().int(),
  users: z.array(userSchema),
});
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;

/** A bare array, or the totals form with `include_totals=true`. */
export const userSearchResultSchema = z.union([z.array(userSchema), userSearchPageSchema]);
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
