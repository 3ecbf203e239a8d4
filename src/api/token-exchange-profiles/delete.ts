import { mutationOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { DELETE_PROFILE_WRITE, goneIsDone } from "../deleteAsked";
import { operation } from "../operation";
import { tokenExchangeProfileId } from "../schemas/ids";
import { tokenExchangeProfileKeys } from "./keys";

const sendDelete = operation((id: string) => ({
  method: "DELETE",
  path: apiPath`/token-exchange-profiles/${tokenExchangeProfileId.parse(id)}`,
}));

/** DELETE /token-exchange-profiles/{id}: 204; a 404 (gone already) resolves too. */
export function deleteTokenExchangeProfile(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<undefined> {
  return goneIsDone(sendDelete(client, id, options));
}

export function deleteTokenExchangeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: tokenExchangeProfileKeys.delete(),
    mutationFn: ({ id, ...options }: { id: string } & RequestOptions) =>
      deleteTokenExchangeProfile(client, id, options),
  });
}

export const DELETE_TOKEN_EXCHANGE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
