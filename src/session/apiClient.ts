import { type ApiClient, createApiClient } from "../api/client";
import { rateLimitBudgetFor } from "./rateLimitBudgetFor";
import type { SessionStore } from "./sessionStore";

const clients = new WeakMap<SessionStore, { tenantUrl: string; client: ApiClient }>();

/**
 * One client per tenant URL. The token is read on every attempt, so a re-connect takes effect
 * for requests already waiting; a 401 from any call interrupts the session.
 */
export function apiClientFor(store: SessionStore, tenantUrl: string): ApiClient {
  const known = clients.get(store);
  if (known && known.tenantUrl === tenantUrl) return known.client;
  const client = createApiClient({
    baseUrl: tenantUrl,
    getToken: () => store.get()?.token ?? "",
    rateLimitBudget: rateLimitBudgetFor(store, tenantUrl),
    onEvent: (event) => {
      if (event.type === "unauthorized") store.interrupt("unauthorized");
    },
  });
  clients.set(store, { tenantUrl, client });
  return client;
}
