import type { WriteDescription } from "../apiError";
import type { ApiClient, RequestOptions } from "../client";
import type { IdAndBody } from "../resourceOperations";
import {
  type TokenExchangeProfile,
  tokenExchangeProfileSchema,
} from "../schemas/tokenExchangeProfile";
import {
  type TokenExchangeProfilePatch,
  tokenExchangeProfilePatchSchema,
} from "../schemas/tokenExchangeProfileWrite";
import { tokenExchangeProfilePath } from "./get";

type UpdateTokenExchangeProfileInput = IdAndBody<TokenExchangeProfilePatch>;

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
    path: tokenExchangeProfilePath(id),
    body: tokenExchangeProfilePatchSchema.parse(body),
    schema: tokenExchangeProfileSchema,
    allowEmpty: true,
    ...options,
  });
}

export const UPDATE_TOKEN_EXCHANGE_PROFILE_WRITE: WriteDescription = {
  doing: "saving the profile",
  result: "the changes were saved",
  repeat: "safe",
};
