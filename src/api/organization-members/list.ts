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
  /** Also each member's roles (`fields=roles`, which needs read:organization_member_roles). */
  readonly withRoles?: boolean | undefined;
}

/** What a listing with roles asks for: the member's own fields and their roles. */
const WITH_ROLES = { fields: "user_id,email,name,picture,roles", include_fields: "true" };

/** GET /organizations/{id}/members, checkpoint form: user id, email, name and picture. */
export const listOrganizationMembers = operation(
  ({ id, withRoles, ...query }: ListOrganizationMembersInput) => ({
    method: "GET",
    path: pathOf(ORGANIZATION_MEMBER_OPERATIONS.listOrganizationMembers, {
      id: organizationId.parse(id),
    }),
    query: {
      ...organizationMemberListQuerySchema.parse(query),
      ...(withRoles ? WITH_ROLES : {}),
    },
    schema: organizationMemberPageSchema,
  }),
);

/**
 * Every page of the members, the largest page at a time. The tenant sends `next` with the last
 * page that holds members; the page after it is empty, and ends the list.
 */
export function organizationMemberListOptions(client: ApiClient, id: string, withRoles = false) {
  const key = [...organizationMemberKeys.list(id), { withRoles }] as const;
  return {
    ...listingOptions(key, (from, signal) =>
      listOrganizationMembers(client, { id, from, take: LIMITS.take.max, withRoles }, { signal }),
    ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
