import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { readOperation, readOptions } from "../resourceOperations";
import { tokenExchangeProfileId } from "../schemas/ids";
import { tokenExchangeProfileSchema } from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "./keys";
import { TOKEN_EXCHANGE_PROFILE_OPERATIONS } from "./operations.ts";

/** /token-exchange-profiles/{id}: an id that is not `tep_` + 16 letters or digits is a ZodError, never sent. */
export const tokenExchangeProfilePath = (id: string) =>
  pathOf(TOKEN_EXCHANGE_PROFILE_OPERATIONS.getTokenExchangeProfile, {
    id: tokenExchangeProfileId.parse(id),
  });

/** GET /token-exchange-profiles/{id}: one profile, however far down the list it is. */
export const getTokenExchangeProfile = readOperation(
  tokenExchangeProfilePath,
  tokenExchangeProfileSchema,
);

/** One profile by id, for its details; the writes keep it current in the cache. */
export function tokenExchangeProfileOptions(client: ApiClient, id: string) {
  return readOptions(client, tokenExchangeProfileKeys.detail(id), getTokenExchangeProfile, id);
}
