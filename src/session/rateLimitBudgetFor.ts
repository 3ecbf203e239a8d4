import { createRateLimitBudget, type RateLimitBudget } from "../api/rateLimitBudget";
import type { SessionStore } from "./sessionStore";

const budgets = new WeakMap<SessionStore, { tenantUrl: string; budget: RateLimitBudget }>();

/**
 * The rate-limit budget of the session's tenant, shared by its API client (which fills it) and
 * the shell's meter. Kept apart from the client so the shell, on the first screen, does not load
 * the client and the schemas it brings.
 */
export function rateLimitBudgetFor(store: SessionStore, tenantUrl: string): RateLimitBudget {
  const known = budgets.get(store);
  if (known && known.tenantUrl === tenantUrl) return known.budget;
  const budget = createRateLimitBudget();
  budgets.set(store, { tenantUrl, budget });
  return budget;
}
