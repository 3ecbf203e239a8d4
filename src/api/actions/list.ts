import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import {
  type Action,
  actionListQuerySchema,
  actionListSchema,
  CUSTOM_TOKEN_EXCHANGE_TRIGGER,
  isCustomTokenExchangeAction,
  isDeployed,
} from "../schemas/action";
import { LIMITS } from "../schemas/limits";
import { actionKeys } from "./keys";
import { ACTION_OPERATIONS } from "./operations.ts";

/** The query as written in the address: every value is text. */
export type ActionListParams = z.input<typeof actionListQuerySchema>;

/** GET /actions/actions: one page. A query outside the contract is a ZodError, never sent. */
export const listActions = operation((query: ActionListParams) => ({
  method: "GET",
  path: pathOf(ACTION_OPERATIONS.listActions),
  query: actionListQuerySchema.parse(query),
  schema: actionListSchema,
}));

/**
 * The actions a token exchange profile can use: deployed, on the custom token exchange trigger.
 * A tenant holds at most 20 per trigger (lifecycle-operations.md), so one page of the most the
 * listing gives holds them all. Filtered again here: the answer is the tenant's word, and a
 * profile with another action is a 400.
 */
export async function listTokenExchangeActions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Action[]> {
  const page = await listActions(
    client,
    {
      triggerId: CUSTOM_TOKEN_EXCHANGE_TRIGGER,
      deployed: "true",
      per_page: String(LIMITS.actions.perPage.max),
    },
    { signal },
  );
  return page.actions.filter((action) => isDeployed(action) && isCustomTokenExchangeAction(action));
}

export function tokenExchangeActionsOptions(client: ApiClient) {
  return queryOptions({
    queryKey: actionKeys.tokenExchange(),
    queryFn: ({ signal }) => listTokenExchangeActions(client, signal),
    retry: false,
    // Actions are deployed elsewhere: a minute old is recent enough to choose from.
    staleTime: 60_000,
  });
}
