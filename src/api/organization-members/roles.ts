import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { userId } from "../schemas/riskAssessment";
import { memberRolesChangeSchema, roleListSchema, rolesOf } from "../schemas/role";
import { organizationMemberKeys } from "./keys";
import { ORGANIZATION_MEMBER_OPERATIONS } from "./operations.ts";

interface MemberInput {
  /** The organization's id. */
  readonly id: string;
  readonly userId: string;
}

interface MemberRolesInput extends MemberInput {
  /** Role ids (`rol_…`), at least one. */
  readonly roles: readonly string[];
}

const memberPath = (
  name: "listMemberRoles" | "assignMemberRoles" | "removeMemberRoles",
  { id, userId: user }: MemberInput,
) =>
  pathOf(ORGANIZATION_MEMBER_OPERATIONS[name], {
    id: organizationId.parse(id),
    userId: userId.parse(user),
  });

/** GET …/members/{user_id}/roles: the member's directly assigned roles, up to 100 a page. */
export const listMemberRoles = operation((member: MemberInput) => ({
  method: "GET",
  path: memberPath("listMemberRoles", member),
  query: { per_page: 100 },
  schema: roleListSchema,
}));

/**
 * One member's roles, read on their own: what the Roles column shows for a member the listing
 * answered without `roles` (a listing is eventually consistent, and a service may leave the
 * field out), read only once the member's row is on screen.
 */
export function memberRolesOptions(client: ApiClient, member: MemberInput) {
  return queryOptions({
    queryKey: organizationMemberKeys.memberRoles(member.id, member.userId),
    queryFn: async ({ signal }) => rolesOf(await listMemberRoles(client, member, { signal })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST …/members/{user_id}/roles: 204. A role held already stays as it is, so a retry changes
 * nothing; past 50 roles the tenant answers 409 and assigns none of them.
 */
export const assignMemberRoles = operation(({ roles, ...member }: MemberRolesInput) => ({
  method: "POST",
  path: memberPath("assignMemberRoles", member),
  body: memberRolesChangeSchema.parse({ roles: [...roles] }),
}));

/** DELETE …/members/{user_id}/roles with the ids in its JSON body: 204. */
export const removeMemberRoles = operation(({ roles, ...member }: MemberRolesInput) => ({
  method: "DELETE",
  path: memberPath("removeMemberRoles", member),
  body: memberRolesChangeSchema.parse({ roles: [...roles] }),
}));
