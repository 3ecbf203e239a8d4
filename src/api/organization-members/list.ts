import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { listingOptions } from "../listingOptions";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { LIMITS } from "../schemas/limits";
import {
  organizationMemberListQuerySchema,
  organizationMemberPageSchema,
} from "../schemas/organizationMember";
import { organizationMemberKeys } from "./keys";
import { ORGANIZATION_MEMBER_OPERATIONS } from "./operations.ts";

interface ListOrganizationMembersInput {
  readonly id: string;
  readonly from?: string | undefined;
  readonly take?: number | undefined;
}

/** GET /organizations/{id}/members, checkpoint form: user id, email, name and picture. */
export const listOrganizationMembers = operation(
  ({ id, ...query }: ListOrganizationMembersInput) => ({
    method: "GET",
    path: pathOf(ORGANIZATION_MEMBER_OPERATIONS.listOrganizationMembers, {
      id: organizationId.parse(id),
    }),
    query: organizationMemberListQuerySchema.parse(query),
    schema: organizationMemberPageSchema,
  }),
);

/**
 * Every page of the members, the largest page at a time. The tenant sends `next` with the last
 * page that holds members; the page after it is empty, and ends the list.
 */
export function organizationMemberListOptions(client: ApiClient, id: string) {
  return {
    ...listingOptions(organizationMemberKeys.list(id), (from, signal) =>
      listOrganizationMembers(client, { id, from, take: LIMITS.take.max }, { signal }),
    ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
