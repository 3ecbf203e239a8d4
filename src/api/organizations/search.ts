import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "../apiError";
import type { ApiClient } from "../client";
import { listingPages, type PagedSearch, searchPages } from "../pagedSearch";
import { LIMITS } from "../schemas/limits";
import { ORGANIZATION_NAME_PATTERN, type Organization } from "../schemas/organization";
import { getOrganizationByName } from "./get";
import { organizationKeys } from "./keys";
import { listOrganizations } from "./list";

/** Enough matches to choose from; more means the text typed is too short to choose by. */
export const ORGANIZATION_MATCHES_WANTED = 50;

export interface OrganizationSearch extends PagedSearch<Organization> {
  /** The organization whose name is exactly the term, read at once by name. */
  readonly exact?: Organization | undefined;
}

/** Part of the name, display name or id, in any case. */
export function matchesOrganization(organization: Organization, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return [organization.name, organization.display_name ?? "", organization.id].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** Reads the organization named exactly `term`; none when the tenant holds no such name. */
async function exactMatch(
  client: ApiClient,
  term: string,
  signal?: AbortSignal,
): Promise<Organization | undefined> {
  const name = term.trim();
  if (!ORGANIZATION_NAME_PATTERN.test(name) || name.length > LIMITS.organization.name.max)
    return undefined;
  try {
    return await getOrganizationByName(client, name, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The tenant filters organizations by nothing but an exact name, so a whole name is read at once
 * by name, and a part of one is searched page by page (src/api/pagedSearch.ts) beside it.
 */
export async function searchOrganizations(
  client: ApiClient,
  term: string,
  signal?: AbortSignal,
): Promise<OrganizationSearch> {
  const [exact, found] = await Promise.all([
    exactMatch(client, term, signal),
    searchPages<Organization>({
      readPage: listingPages(client, listOrganizations, (page) => page.organizations),
      matches: (organization) => matchesOrganization(organization, term),
      wanted: ORGANIZATION_MATCHES_WANTED,
      signal,
    }),
  ]);
  if (exact === undefined || found.matches.some((item) => item.id === exact.id)) {
    return { ...found, exact };
  }
  return { ...found, exact, matches: [exact, ...found.matches] };
}

export function organizationSearchOptions(client: ApiClient, term: string) {
  return queryOptions({
    queryKey: organizationKeys.search(term),
    queryFn: ({ signal }) => searchOrganizations(client, term, signal),
    retry: false,
    staleTime: 30_000,
  });
}
