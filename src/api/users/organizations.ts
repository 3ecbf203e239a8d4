import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { offsetPages, SEARCH_PAGE_SIZE, searchPages } from "../pagedSearch";
import type { Organization } from "../schemas/organization";
import { userId } from "../schemas/riskAssessment";
import {
  userOrganizationListQuerySchema,
  userOrganizationTotalsSchema,
} from "../schemas/userOrganizations";
import { userKeys } from "./keys";
import { USER_OPERATIONS } from "./operations.ts";

interface ListUserOrganizationsInput {
  readonly id: string;
  /** 0-based. */
  readonly page: number;
  readonly perPage: number;
}

/**
 * GET /users/{id}/organizations?page=&per_page=&include_totals=true: one page of the
 * organizations the user is a member of, with how many there are. An id outside 1–1024
 * characters, or a page past the first 1,000 records, is a ZodError, never sent.
 */
export const listUserOrganizations = operation(
  ({ id, page, perPage }: ListUserOrganizationsInput) => ({
    method: "GET",
    path: pathOf(USER_OPERATIONS.listUserOrganizations, { id: userId.parse(id) }),
    query: userOrganizationListQuerySchema.parse({
      page: String(page),
      per_page: String(perPage),
      include_totals: "true",
    }),
    schema: userOrganizationTotalsSchema,
  }),
);

/**
 * Whether a user is a member of an organization, answered from the user's side: one read for
 * almost every user, where the organization's own list may hold 100,000 members. "unknown" only
 * for a user in more than the 1,000 organizations an offset listing lets anyone reach.
 */
export type Membership = "member" | "not-member" | "unknown";

export async function membershipOf(
  client: ApiClient,
  user: string,
  organizationId: string,
  signal?: AbortSignal,
): Promise<Membership> {
  const readPage = offsetPages<Organization>(async (page, pageSignal) => {
    const read = await listUserOrganizations(
      client,
      { id: user, page, perPage: SEARCH_PAGE_SIZE },
      { signal: pageSignal },
    );
    return { start: read.start, total: read.total, items: read.organizations };
  });
  const found = await searchPages({
    readPage,
    matches: (organization) => organization.id === organizationId,
    wanted: 1,
    signal,
  });
  if (found.matches.length > 0) return "member";
  // The search's page limit is the listing's reach (10 pages of 100): a user in more
  // organizations than that may be a member of one no request can read.
  return found.complete ? "not-member" : "unknown";
}

/** Under the user's key, so that a change of their memberships forgets every answer at once. */
export function membershipOptions(client: ApiClient, user: string, organizationId: string) {
  return queryOptions({
    queryKey: userKeys.membership(user, organizationId),
    queryFn: ({ signal }) => membershipOf(client, user, organizationId, signal),
    // A member added or removed in another tab is seen on the next look.
    staleTime: 0,
  });
}
