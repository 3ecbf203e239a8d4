import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { userId as userIdSchema } from "../schemas/riskAssessment";
import { USER_OPERATIONS } from "./operations.ts";

/**
 * POST /users/{id}/multifactor/actions/invalidate-remember-browser: no body; 204. Every factor's
 * "remember this browser" is forgotten, so the user's next sign-in asks for a second factor
 * again. An id that is not a user id is a ZodError and nothing is sent.
 */
export const invalidateRememberBrowser = operation((id: string) => ({
  method: "POST",
  path: pathOf(USER_OPERATIONS.invalidateRememberBrowser, { id: userIdSchema.parse(id) }),
}));
