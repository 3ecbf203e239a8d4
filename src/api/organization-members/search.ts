import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client";
import { createListingReader, type ListingRead, type ListingReader } from "../listingReader";
import { listingPages } from "../pagedSearch";
import type { OrganizationMember } from "../schemas/organizationMember";
import { organizationMemberKeys } from "./keys";
import { listOrganizationMembers } from "./list";

/** Part of the email, name or user id, in any case. */
export function matchesMember(member: OrganizationMember, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  return [member.email ?? "", member.name ?? "", member.user_id].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/**
 * A whole read older than this is read again when a search needs it. The members' bucket allows
 * 500 reads a minute, 50,000 members of 100 a page; this console's own adds and removes amend the
 * read (cache.ts), so only another tab's or tool's changes wait this long.
 */
const MEMBER_READ_FRESH_MS = 5 * 60_000;

const readers = new WeakMap<QueryClient, WeakMap<ApiClient, Map<string, ListingReader>>>();

/**
 * The one reader of an organization's members for every search of them in this session: what it
 * read lives in the query cache, so signing out forgets it.
 */
export function memberReader(
  cache: QueryClient,
  client: ApiClient,
  organizationId: string,
  withRoles = false,
): ListingReader {
  const byClient = readers.get(cache) ?? new WeakMap<ApiClient, Map<string, ListingReader>>();
  readers.set(cache, byClient);
  const byOrganization = byClient.get(client) ?? new Map<string, ListingReader>();
  byClient.set(client, byOrganization);
  const known = byOrganization.get(organizationId);
  if (known) return known;
  const key = organizationMemberKeys.read(organizationId);
  // Kept for the session: no request reads it, and it must outlive every screen that shows it.
  cache.setQueryDefaults(key, {
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reader = createListingReader<OrganizationMember>({
    readPage: listingPages(
      client,
      (c, page, options) =>
        listOrganizationMembers(c, { id: organizationId, withRoles, ...page }, options),
      (page) => page.members,
    ),
    keeper: {
      get: () => cache.getQueryData<ListingRead<OrganizationMember>>(key),
      set: (read) => cache.setQueryData(key, read),
    },
    freshMs: MEMBER_READ_FRESH_MS,
    now: Date.now,
  });
  byOrganization.set(organizationId, reader);
  return reader;
}
