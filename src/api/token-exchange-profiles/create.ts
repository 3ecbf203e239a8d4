import { mutationOptions } from "@tanstack/react-query";
import type { WriteDescription } from "../apiError";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { operation } from "../operation";
import { tokenExchangeProfileSchema } from "../schemas/tokenExchangeProfile";
import {
  type TokenExchangeProfileCreate,
  tokenExchangeProfileCreateSchema,
} from "../schemas/tokenExchangeProfileWrite";
import { tokenExchangeProfileKeys } from "./keys";

/**
 * POST /token-exchange-profiles: all four fields, nothing else. The service answers 201 with the
 * profile. An invalid body (a reserved subject token type, say) is a ZodError, never sent.
 */
export const createTokenExchangeProfile = operation((body: TokenExchangeProfileCreate) => ({
  method: "POST",
  path: apiPath`/token-exchange-profiles`,
  body: tokenExchangeProfileCreateSchema.parse(body),
  schema: tokenExchangeProfileSchema,
}));

/** Mutations get no signal from TanStack Query; the caller passes its own request options. */
export function createTokenExchangeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: tokenExchangeProfileKeys.create(),
    mutationFn: ({ body, ...options }: { body: TokenExchangeProfileCreate } & RequestOptions) =>
      createTokenExchangeProfile(client, body, options),
  });
}

/** The 409 on a taken subject token type tells whether an attempt of unknown outcome made it. */
export const CREATE_TOKEN_EXCHANGE_PROFILE_WRITE: WriteDescription = {
  doing: "creating the profile",
  result: "the profile was created",
  repeat: {
    check:
      "Submit again to check: if it exists, the tenant answers that the subject token type already exists, and nothing is created twice.",
  },
};
