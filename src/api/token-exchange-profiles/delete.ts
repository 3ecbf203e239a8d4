import { askedDelete, DELETE_PROFILE_WRITE } from "../deleteAsked";
import { tokenExchangeProfilePath } from "./get";

/** DELETE /token-exchange-profiles/{id}: 204; a 404 (gone already) resolves too. */
export const deleteTokenExchangeProfile = askedDelete(tokenExchangeProfilePath);

export const DELETE_TOKEN_EXCHANGE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
