import type { ApiClient } from "../api/client";
import { apiClientFor } from "./apiClient";
import { useSession, useSessionStore } from "./SessionContext";

/** For screens, which only render while connected. */
export function useApiClient(): ApiClient {
  const store = useSessionStore();
  const session = useSession();
  if (!session) throw new Error("useApiClient needs a connected session");
  return apiClientFor(store, session.tenantUrl);
}
