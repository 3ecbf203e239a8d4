import type { QueryFunctionContext } from "@tanstack/react-query";
import { createApiClient } from "../api/client";
import type { TokenExchangeProfileList } from "../api/schemas/tokenExchangeProfile";
import type { tokenExchangeProfileKeys } from "../api/token-exchange-profiles/keys";
import { tokenExchangeProfileListOptions } from "../api/token-exchange-profiles/list";
import { rateLimitBudgetFor } from "../session/rateLimitBudgetFor";
import type { SessionStore } from "../session/sessionStore";
import type { EarlyResponse, FirstPagePlan } from "./firstPageTypes";

/**
 * The list's own query function over a client whose first fetch is the early response: the
 * answer goes through the same checks, 429 waits, retries and 401 handling as any page's.
 * Part of the entry: it loads no zod (decision 014), and a chunk of its own was one more
 * round trip between the answer and the first row.
 */
export async function firstPageQueryFn(
  store: SessionStore,
  plan: FirstPagePlan,
  early: EarlyResponse,
  context: QueryFunctionContext<
    ReturnType<typeof tokenExchangeProfileKeys.list>,
    string | undefined
  >,
): Promise<TokenExchangeProfileList> {
  const client = createApiClient({
    baseUrl: plan.tenantUrl,
    getToken: () => store.get()?.token ?? "",
    fetch: early.fetch,
    // Shared with the session's own client (src/session/apiClient.ts), as is what a 401 does.
    rateLimitBudget: rateLimitBudgetFor(store, plan.tenantUrl),
    onEvent: (event) => {
      if (event.type === "unauthorized") store.interrupt("unauthorized");
    },
  });
  const { queryFn } = tokenExchangeProfileListOptions(client, plan.take);
  // The options type leaves room for skipToken or none; the list always has its function.
  if (typeof queryFn !== "function") throw new Error("The profile list has no query function");
  return queryFn(context);
}
