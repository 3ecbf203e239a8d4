import { TenantError, validationMessage } from "../errors.ts";
import type { ActionProblem } from "../store/actions.ts";

/** The recorded 404 text of an unknown profile. */
export function inexistentTokenExchangeProfile(): TenantError {
  return new TenantError(
    404,
    "Token exchange profile not found.",
    "inexistent_token_exchange_profile",
  );
}

/** The create operation's texts (the API definition's); on `action_id`, for the form's field. */
const ACTION_MESSAGES: Record<ActionProblem, string> = {
  "action-not-found": "Action not found",
  "action-wrong-trigger": "Action must have supported_triggers: custom-token-exchange",
  "action-not-deployed": "Action is not deployed",
};

/** A missing, undeployed or wrong-trigger action is a 400, not a 404. */
export function unusableAction(problem: ActionProblem): TenantError {
  const message = validationMessage("Payload", ACTION_MESSAGES[problem], ["action_id"]);
  return new TenantError(400, message, "invalid_body");
}

/** Create and PATCH word the duplicate differently, as the API definition does. */
export function subjectTokenTypeTaken(operation: "create" | "update"): TenantError {
  return new TenantError(
    409,
    operation === "create"
      ? "subject_token_type already exists for tenant"
      : "Token exchange profile with the same subject_token_type already exists",
    "token_exchange_profile_conflict",
  );
}

/** The service's wording for its 100-profile limit. */
export function profileLimitReached(): TenantError {
  return new TenantError(
    403,
    "You reached the limit of entities of this type for this tenant.",
    "too_many_entities",
  );
}
