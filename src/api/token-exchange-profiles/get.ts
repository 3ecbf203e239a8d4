import { pathOf } from "../apiPath";
import { readOperation } from "../resourceOperations";
import { tokenExchangeProfileId } from "../schemas/ids";
import { tokenExchangeProfileSchema } from "../schemas/tokenExchangeProfile";
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
