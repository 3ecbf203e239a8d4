import type { QueryClient } from "@tanstack/react-query";
import { historyChanged } from "../history/cache";
import type { OrganizationConnection } from "../schemas/organizationConnection";
import { organizationConnectionKeys } from "./keys";

/**
 * What each write to an organization's connections changes in the cache, for every screen that
 * makes it: the list holds them all (at most 10), so it is amended in place, never read again.
 */
function amendList(
  cache: QueryClient,
  organizationId: string,
  change: (list: readonly OrganizationConnection[]) => OrganizationConnection[],
): void {
  cache.setQueryData<OrganizationConnection[]>(
    organizationConnectionKeys.list(organizationId),
    (list = []) => change(list),
  );
  historyChanged(cache, "organization", organizationId);
}

/** An enabled connection joins the end of the list, as the tenant lists it. */
export function connectionAdded(
  cache: QueryClient,
  organizationId: string,
  added: OrganizationConnection,
): void {
  amendList(cache, organizationId, (list) => [...list, added]);
}

/** A changed connection keeps its place with its new options. */
export function connectionChanged(
  cache: QueryClient,
  organizationId: string,
  changed: OrganizationConnection,
): void {
  amendList(cache, organizationId, (list) =>
    list.map((item) => (item.connection_id === changed.connection_id ? changed : item)),
  );
}

/** A removed connection leaves the list. */
export function connectionRemoved(
  cache: QueryClient,
  organizationId: string,
  connectionId: string,
): void {
  amendList(cache, organizationId, (list) =>
    list.filter((item) => item.connection_id !== connectionId),
  );
}
