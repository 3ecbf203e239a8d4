import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { booleanText, wholeNumberParam } from "./paging.ts";

/** The triggers an action may be bound to (one each); `triggerId` filters by these. */
export const ACTION_TRIGGERS = [
  "post-login",
  "credentials-exchange",
  "pre-user-registration",
  "post-user-registration",
  "post-change-password",
  "send-phone-message",
  "custom-phone-provider",
  "custom-email-provider",
  "password-reset-post-challenge",
  "custom-token-exchange",
  "post-credential-validation",
] as const;
export type ActionTrigger = (typeof ACTION_TRIGGERS)[number];

/** The trigger a token exchange profile's action must support. */
export const CUSTOM_TOKEN_EXCHANGE_TRIGGER = "custom-token-exchange" satisfies ActionTrigger;

export const ACTION_BUILD_STATUSES = [
  "pending",
  "building",
  "packaged",
  "built",
  "retrying",
  "failed",
] as const;

/**
 * An action as the listing answers it; more members (code, secrets, dependencies) are kept
 * unread. There is no top-level "deployed" flag: `deployed_version` is present once deployed.
 */
export const actionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  supported_triggers: z.array(z.looseObject({ id: z.string(), version: z.string().optional() })),
  status: z.enum(ACTION_BUILD_STATUSES).optional(),
  all_changes_deployed: z.boolean().optional(),
  deployed_version: z
    .looseObject({ id: z.string(), number: z.number().optional(), deployed: z.boolean() })
    .optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Action = z.infer<typeof actionSchema>;

/** Recorded answers left out `page`, and `total` when empty: only `actions` is sure. */
export const actionListSchema = z.looseObject({
  actions: z.array(actionSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  per_page: z.number().int().optional(),
});
export type ActionList = z.infer<typeof actionListSchema>;

const A = LIMITS.actions;

/** Query of GET /actions/actions. `deployed=true` keeps only deployed actions. */
export const actionListQuerySchema = z.strictObject({
  triggerId: z
    .enum(ACTION_TRIGGERS, { error: `triggerId must be one of: ${ACTION_TRIGGERS.join(", ")}` })
    .optional(),
  actionName: z.string().min(1, { error: "actionName must not be empty" }).optional(),
  deployed: booleanText("deployed").optional(),
  installed: booleanText("installed").optional(),
  page: wholeNumberParam("page", A.page).optional(),
  per_page: wholeNumberParam("per_page", A.perPage).optional(),
});
export type ActionListQuery = z.infer<typeof actionListQuerySchema>;

/** Whether an action is deployed (a profile can only use a deployed one). */
export function isDeployed(action: Pick<Action, "deployed_version">): boolean {
  return action.deployed_version?.deployed === true;
}

/** Whether an action runs on the custom token exchange trigger. */
export function isCustomTokenExchangeAction(action: Pick<Action, "supported_triggers">): boolean {
  return action.supported_triggers.some((trigger) => trigger.id === CUSTOM_TOKEN_EXCHANGE_TRIGGER);
}
