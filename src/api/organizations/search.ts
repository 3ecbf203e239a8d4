import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { isApiError } from "../apiError";
import type { ApiClient } from "../client";
import { createListingReader, type ListingRead, type ListingReader } from "../listingReader";
import { listingPages } from "../pagedSearch";
import { ID_PATTERNS } from "../schemas/ids";
import { LIMITS } from "../schemas/limits";
import { ORGANIZATION_NAME_PATTERN, type Organization } from "../schemas/organization";
import { getOrganization, getOrganizationByName } from "./get";
import { organizationKeys } from "./keys";
import { listOrganizations } from "./list";

/** Part of the name, display name or id, in any case. */
export function matchesOrganization(organization: Organization, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return [organization.name, organization.display_name ?? "", organization.id].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** A term the tenant can answer in one read: a whole id, or text that may be a whole name. */
type WholeTerm = { readonly by: "id" | "name"; readonly value: string };

export function wholeTerm(term: string): WholeTerm | undefined {
  const value = term.trim();
  if (ID_PATTERNS.organization.test(value)) return { by: "id", value };
  if (ORGANIZATION_NAME_PATTERN.test(value) && value.length <= LIMITS.organization.name.max) {
    return { by: "name", value };
  }
  return undefined;
}

/**
 * GET /organizations/{id} or /organizations/name/{name}: the organization, or null when the tenant
 * holds none by that id or name (a 404), which for an id is a whole answer.
 */
export function organizationLookupOptions(client: ApiClient, whole: WholeTerm) {
  return queryOptions({
    queryKey: organizationKeys.lookup(`${whole.by}:${whole.value}`),
    queryFn: async ({ signal }): Promise<Organization | null> => {
      const read = whole.by === "id" ? getOrganization : getOrganizationByName;
      try {
        return await read(client, whole.value, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/**
 * A whole read older than this is read again when a search needs it: reading 10,000
 * organizations spends a minute of the listing's own rate-limit bucket (100 a minute), so a
 * search soon after another answers from what was read.
 */
const ORGANIZATION_READ_FRESH_MS = 5 * 60_000;

const readers = new WeakMap<QueryClient, WeakMap<ApiClient, ListingReader>>();

/**
 * The one reader of the organizations listing for every search of this session (the list's
 * filter and the palette): what it read lives in the query cache, so signing out forgets it.
 */
export function organizationReader(cache: QueryClient, client: ApiClient): ListingReader {
  const byClient = readers.get(cache) ?? new WeakMap<ApiClient, ListingReader>();
  readers.set(cache, byClient);
  const known = byClient.get(client);
  if (known) return known;
  // Kept for the session: no request reads it, and it must outlive every screen that shows it.
  cache.setQueryDefaults(organizationKeys.read(), {
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reader = createListingReader<Organization>({
    readPage: listingPages(client, listOrganizations, (page) => page.organizations),
    keeper: {
      get: () => cache.getQueryData<ListingRead<Organization>>(organizationKeys.read()),
      set: (read) => cache.setQueryData(organizationKeys.read(), read),
    },
    freshMs: ORGANIZATION_READ_FRESH_MS,
    now: Date.now,
  });
  byClient.set(client, reader);
  return reader;
}
