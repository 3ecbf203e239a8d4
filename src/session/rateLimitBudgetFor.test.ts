import { describe, expect, it } from "vitest";
import { apiClientFor } from "./apiClient";
import { rateLimitBudgetFor } from "./rateLimitBudgetFor";
import { createSessionStore } from "./sessionStore";

const tenantA = "http://127.0.0.1:4010";
const tenantB = "http://127.0.0.1:4011";

describe("rateLimitBudgetFor", () => {
  it("is the budget the session's client fills, one per tenant", () => {
    const store = createSessionStore();
    const budget = rateLimitBudgetFor(store, tenantA);
    expect(apiClientFor(store, tenantA).rateLimitBudget).toBe(budget);
    expect(rateLimitBudgetFor(store, tenantA)).toBe(budget);
    budget.record({ limit: 10, remaining: 3, reset: 0 });
    const other = rateLimitBudgetFor(store, tenantB);
    expect(other.get(), "another tenant's figures start empty").toBeUndefined();
    expect(rateLimitBudgetFor(createSessionStore(), tenantA).get()).toBeUndefined();
  });
});
