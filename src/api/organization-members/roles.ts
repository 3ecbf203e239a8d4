import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { userId } from "../schemas/riskAssessment";
import { memberRolesChangeSchema, roleListSchema } from "../schemas/role";
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
