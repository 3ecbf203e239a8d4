import { mutationOptions } from "@tanstack/react-query";
import { isApiError, type WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { operation } from "../operation";
import { tokenExchangeProfileId } from "../schemas/ids";
import { tokenExchangeProfileKeys } from "./keys";

const sendDelete = operation((id: string) => ({
  method: "DELETE",
  path: apiPath`/token-exchange-profiles/${tokenExchangeProfileId.parse(id)}`,
}));

/**
 * DELETE /token-exchange-profiles/{id}: 204. The service declares no 404 here; one means the
 * profile is gone already, which is what the person asked for, so it resolves too.
 */
export async function deleteTokenExchangeProfile(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<undefined> {
  try {
    return await sendDelete(client, id, options);
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return undefined;
    throw error;
  }
}

export function deleteTokenExchangeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: tokenExchangeProfileKeys.delete(),
    mutationFn: ({ id, ...options }: { id: string } & RequestOptions) =>
      deleteTokenExchangeProfile(client, id, options),
  });
}

export const DELETE_TOKEN_EXCHANGE_PROFILE_WRITE: WriteDescription = {
  doing: "deleting the profile",
  result: "the profile was deleted",
  repeat: "safe",
};
