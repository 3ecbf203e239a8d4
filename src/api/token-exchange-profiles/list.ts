import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { keptListingOptions } from "../listingOptions";
import type { Operation } from "../operation";
import type {
  TokenExchangeProfileList,
  TokenExchangeProfileListQuery,
} from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "./keys";
import { quickListQuery, quickProfileList } from "./listCheck";
import { TOKEN_EXCHANGE_PROFILE_OPERATIONS } from "./operations.ts";

/** The contract's schemas: loaded only for a query or a page the quick checks do not accept. */
const schemas = () => import("../schemas/tokenExchangeProfile");

/**
 * GET /token-exchange-profiles: one page. A `take` outside 1–100 is a ZodError, never sent.
 * The first row's request: checked without zod unless something is wrong (decision 014).
 */
export const listTokenExchangeProfiles: Operation<
  TokenExchangeProfileListQuery,
  TokenExchangeProfileList
> = async (client, input, options = {}) =>
  client.request({
    method: "GET",
    path: pathOf(TOKEN_EXCHANGE_PROFILE_OPERATIONS.listTokenExchangeProfiles),
    query:
      quickListQuery(input) ?? (await schemas()).tokenExchangeProfileListQuerySchema.parse(input),
    check: {
      quick: quickProfileList,
      schema: async () => (await schemas()).tokenExchangeProfileListSchema,
    },
    ...options,
  });

/**
 * Every page of the listing, `take` (the screen's page size) at a time. A page's 429 wait
 * reaches the screen through the client's rate-limit budget (src/ui/useResumeAt.ts), whoever
 * started the request: the early first page, or a render React threw away.
 */
export function tokenExchangeProfileListOptions(client: ApiClient, take: number) {
  return keptListingOptions(tokenExchangeProfileKeys.list(take), (from, signal) =>
    listTokenExchangeProfiles(client, { from, take }, { signal }),
  );
}
