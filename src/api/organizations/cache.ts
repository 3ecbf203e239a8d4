import type { QueryClient } from "@tanstack/react-query";
import { historyChanged } from "../history/cache";
import type { ListingRead } from "../listingReader";
import type { Organization } from "../schemas/organization";
import { organizationKeys } from "./keys";

/**
 * What each organization write changes in the cache, for every screen that makes it. The kept
 * lists and lookups are read again when next shown (a name may have moved an organization in
 * or out of them); what the searches read of the whole listing is amended instead, since
 * reading it again would cost a minute in a big tenant.
 */
function forgetListsAndLookups(cache: QueryClient): void {
  cache.removeQueries({ queryKey: organizationKeys.lists() });
  cache.removeQueries({ queryKey: organizationKeys.lookups() });
}

function amendRead(
  cache: QueryClient,
  change: (
    items: readonly Organization[],
    read: ListingRead<Organization>,
  ) => readonly Organization[],
): void {
  cache.setQueryData<ListingRead<Organization>>(organizationKeys.read(), (read) =>
    read === undefined ? undefined : { ...read, items: change(read.items, read) },
  );
}

/**
 * A created organization is listed after all others: a read that reached the listing's end
 * gains it, and one still reading meets it on its last page, so it is not added there twice.
 */
export function organizationCreated(cache: QueryClient, organization: Organization): void {
  cache.setQueryData(organizationKeys.detail(organization.id), organization);
  forgetListsAndLookups(cache);
  amendRead(cache, (items, read) => (read.complete ? [...items, organization] : items));
}

/** A saved organization shows its new values wherever it is listed or searched. */
export function organizationSaved(cache: QueryClient, organization: Organization): void {
  cache.setQueryData(organizationKeys.detail(organization.id), organization);
  historyChanged(cache, "organization", organization.id);
  forgetListsAndLookups(cache);
  amendRead(cache, (items) =>
    items.map((item) => (item.id === organization.id ? organization : item)),
  );
}

/** A deleted organization leaves every list and search at once. */
export function organizationDeleted(cache: QueryClient, id: string): void {
  cache.removeQueries({ queryKey: organizationKeys.detail(id) });
  forgetListsAndLookups(cache);
  amendRead(cache, (items) => items.filter((item) => item.id !== id));
}
