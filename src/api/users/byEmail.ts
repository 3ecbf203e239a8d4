import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { usersByEmailQuerySchema, usersByEmailSchema } from "../schemas/user";
import { USER_OPERATIONS } from "./operations.ts";

/**
 * GET /users-by-email?email=: every user with exactly this address, case and all (an external
 * provider keeps the case it was given). Up to date at once, unlike the search. An empty email
 * is a ZodError, never sent.
 */
export const getUsersByEmail = operation((email: string) => ({
  method: "GET",
  path: pathOf(USER_OPERATIONS.getUsersByEmail),
  query: usersByEmailQuerySchema.parse({ email }),
  schema: usersByEmailSchema,
}));
