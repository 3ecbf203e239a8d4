import { queryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { tokenExchangeProfileId } from "../schemas/ids";
import { tokenExchangeProfileSchema } from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "./keys";

/**
 * GET /token-exchange-profiles/{id}: one profile, however far down the list it is. An id that is
 * not `tep_` + 16 letters or digits is a ZodError, never sent.
 */
export const getTokenExchangeProfile = operation((id: string) => ({
  method: "GET",
  path: apiPath`/token-exchange-profiles/${tokenExchangeProfileId.parse(id)}`,
  schema: tokenExchangeProfileSchema,
}));

/** One profile by id, for its details; the writes below keep it current in the cache. */
export function tokenExchangeProfileOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: tokenExchangeProfileKeys.detail(id),
    queryFn: ({ signal }) => getTokenExchangeProfile(client, id, { signal }),
    // The client already retried what is safe to retry; a 404 is an answer, not a fault.
    retry: false,
  });
}
