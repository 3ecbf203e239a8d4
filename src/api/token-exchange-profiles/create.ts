import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import { createOperation } from "../resourceOperations";
import { tokenExchangeProfileSchema } from "../schemas/tokenExchangeProfile";
import { tokenExchangeProfileCreateSchema } from "../schemas/tokenExchangeProfileWrite";
import { TOKEN_EXCHANGE_PROFILE_OPERATIONS } from "./operations.ts";

/**
 * POST /token-exchange-profiles: all four fields, nothing else. The service answers 201 with the
 * profile. An invalid body (a reserved subject token type, say) is a ZodError, never sent.
 */
export const createTokenExchangeProfile = createOperation(
  pathOf(TOKEN_EXCHANGE_PROFILE_OPERATIONS.createTokenExchangeProfile),
  tokenExchangeProfileCreateSchema,
  tokenExchangeProfileSchema,
);

/** The 409 on a taken subject token type tells whether an attempt of unknown outcome made it. */
export const CREATE_TOKEN_EXCHANGE_PROFILE_WRITE: WriteDescription = {
  doing: "creating the profile",
  result: "the profile was created",
  repeat: {
    check:
      "Submit again to check: if it exists, the tenant answers that the subject token type already exists, and nothing is created twice.",
  },
};
