import type { QueryClient } from "@tanstack/react-query";
import { apiPath } from "../api/apiPath";
import { apiUrl } from "../api/apiUrl";
import { OPERATION_SCOPES } from "../api/schemas/scopes";
import type { TokenExchangeProfileList } from "../api/schemas/tokenExchangeProfile";
import { tokenExchangeProfileKeys } from "../api/token-exchange-profiles/keys";
import { routePath } from "../lib/routeQuery";
import { readPageSize } from "../pages/token-exchange-profiles/list/pageSizeSetting";
import { tokenExchangeProfilesRoute } from "../pages/token-exchange-profiles/route";
import type { Session, SessionStore } from "../session/sessionStore";
import { firstPageQueryFn } from "./firstPageQuery";
import type { EarlyResponse, FirstPagePlan } from "./firstPageTypes";

/**
 * The profile list's first page, asked for before React renders when a kept session opens the
 * default screen: the request then travels while the app's modules are evaluated, not after.
 * It asks under the list's own key for the page size the screen reads (its key and parser, free
 * of zod as this module stays: decisions 002 and 014); the answer is checked without zod
 * (./firstPageQuery.ts, in the entry), so nothing is left to load between answer and first row.
 */

/*
 * Not ./routes.ts: that one imports the default screen, and this module runs before it is
 * evaluated (./boot.ts), so the request leaves first.
 */
const LIST_PATH = tokenExchangeProfilesRoute.path;

/** The list or a profile's details over it: the addresses findRoute gives the list. */
function opensList(hashPath: string): boolean {
  const path = routePath(hashPath);
  return path === LIST_PATH || path.startsWith(`${LIST_PATH}/`);
}

/**
 * What to ask for, or null: no kept session, another screen, a token without the listing's
 * scope (the screen explains that instead) or one already expired (the session asks for a new
 * one; a request would only earn a 401).
 */
export function firstPagePlan(
  session: Session | null,
  hashPath: string,
  take: number,
  nowMs: number,
): FirstPagePlan | null {
  if (!session || session.interruption) return null;
  if (!opensList(hashPath)) return null;
  if (!session.claims.scopes.includes(OPERATION_SCOPES.listTokenExchangeProfiles)) return null;
  const { exp } = session.claims;
  if (exp !== undefined && exp * 1000 <= nowMs) return null;
  const url = apiUrl(session.tenantUrl, apiPath`/token-exchange-profiles`, { take });
  return { tenantUrl: session.tenantUrl, token: session.token, take, url };
}

export function sendEarly(plan: FirstPagePlan): EarlyResponse {
  const controller = new AbortController();
  let waiting: Promise<Response> | null = globalThis.fetch(plan.url, {
    method: "GET",
    headers: { Accept: "application/json", Authorization: `Bearer ${plan.token}` },
    signal: controller.signal,
  });
  // Whoever takes it reads its failure; one never taken must not surface as unhandled.
  waiting.catch(() => undefined);
  const abandon = (reason?: unknown) => {
    if (waiting) controller.abort(reason);
    waiting = null;
  };
  return {
    abandon,
    fetch(input, init) {
      const taken = waiting;
      const same =
        taken !== null &&
        String(input) === plan.url &&
        (init?.method ?? "GET") === "GET" &&
        new Headers(init?.headers).get("authorization") === `Bearer ${plan.token}`;
      if (!same) {
        abandon();
        return globalThis.fetch(input, init);
      }
      waiting = null;
      // The taker's cancel (the screen's Cancel, say) ends the early request as it would its own.
      const signal = init?.signal;
      if (signal?.aborted) controller.abort(signal.reason);
      signal?.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
      return taken;
    },
  };
}

interface StartedFirstPage {
  plan: FirstPagePlan;
  early: EarlyResponse;
}

/** Sends the first page's request now if a kept session opens the list; see firstPagePlan. */
export function startFirstPage(store: SessionStore): StartedFirstPage | null {
  // An address without a route opens the default screen (main.tsx writes it into the hash).
  const hashPath = window.location.hash.replace(/^#/, "") || LIST_PATH;
  const plan = firstPagePlan(store.get(), hashPath, readPageSize(), Date.now());
  return plan ? { plan, early: sendEarly(plan) } : null;
}

/**
 * Puts the started request under the list's own query key, for the screen's query to pick up.
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  store: SessionStore,
  started: StartedFirstPage | null,
): Promise<void> | null {
  if (!started) return null;
  const { plan, early } = started;
  return queryClient.prefetchInfiniteQuery<
    TokenExchangeProfileList,
    Error,
    TokenExchangeProfileList,
    ReturnType<typeof tokenExchangeProfileKeys.list>,
    string | undefined
  >({
    queryKey: tokenExchangeProfileKeys.list(plan.take),
    initialPageParam: undefined,
    queryFn: async (context) => {
      try {
        return await firstPageQueryFn(store, plan, early, context);
      } finally {
        early.abandon();
      }
    },
  });
}
