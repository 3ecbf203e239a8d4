import type { ApiClient } from "../client";
import { askedDelete, DELETE_PROFILE_WRITE } from "../deleteAsked";
import { idOf, writeOptions } from "../resourceOperations";
import { tokenExchangeProfilePath } from "./get";
import { tokenExchangeProfileKeys } from "./keys";

/** DELETE /token-exchange-profiles/{id}: 204; a 404 (gone already) resolves too. */
export const deleteTokenExchangeProfile = askedDelete(tokenExchangeProfilePath);

export function deleteTokenExchangeProfileOptions(client: ApiClient) {
  const key = tokenExchangeProfileKeys.delete();
  return writeOptions(client, key, deleteTokenExchangeProfile, idOf);
}

export const DELETE_TOKEN_EXCHANGE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
