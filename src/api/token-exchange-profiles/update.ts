import { mutationOptions } from "@tanstack/react-query";
import type { WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { tokenExchangeProfileId } from "../schemas/ids";
import {
  type TokenExchangeProfile,
  tokenExchangeProfileSchema,
} from "../schemas/tokenExchangeProfile";
import {
  type TokenExchangeProfilePatch,
  tokenExchangeProfilePatchSchema,
} from "../schemas/tokenExchangeProfileWrite";
import { tokenExchangeProfileKeys } from "./keys";

export interface UpdateTokenExchangeProfileInput {
  readonly id: string;
  readonly body: TokenExchangeProfilePatch;
}

/**
 * PATCH /token-exchange-profiles/{id}: only `name` and `subject_token_type`. The recorded answer
 * is the whole profile, the API definition's an empty 200: undefined stands for the latter.
 */
export async function updateTokenExchangeProfile(
  client: ApiClient,
  { id, body }: UpdateTokenExchangeProfileInput,
  options: RequestOptions = {},
): Promise<TokenExchangeProfile | undefined> {
  // Checked as the request is built: an invalid id or body rejects and nothing is sent.
  return client.request({
    method: "PATCH",
    path: apiPath`/token-exchange-profiles/${tokenExchangeProfileId.parse(id)}`,
    body: tokenExchangeProfilePatchSchema.parse(body),
    schema: tokenExchangeProfileSchema,
    allowEmpty: true,
    ...options,
  });
}

export function updateTokenExchangeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: tokenExchangeProfileKeys.update(),
    mutationFn: ({ id, body, ...options }: UpdateTokenExchangeProfileInput & RequestOptions) =>
      updateTokenExchangeProfile(client, { id, body }, options),
  });
}

export const UPDATE_TOKEN_EXCHANGE_PROFILE_WRITE: WriteDescription = {
  doing: "saving the profile",
  result: "the changes were saved",
  repeat: "safe",
};
