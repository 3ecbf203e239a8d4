import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationMembersChangeSchema } from "../schemas/organizationMember";
import { ORGANIZATION_MEMBER_OPERATIONS } from "./operations.ts";

export interface ChangeOrganizationMembersInput {
  readonly id: string;
  /** 1 to 10 user ids. */
  readonly members: readonly string[];
}

/**
 * POST /organizations/{id}/members: 204. All or none: a user the tenant lacks refuses the whole
 * request; a member already there keeps their place, so a retry changes nothing.
 */
export const addOrganizationMembers = operation(
  ({ id, members }: ChangeOrganizationMembersInput) => ({
    method: "POST",
    path: pathOf(ORGANIZATION_MEMBER_OPERATIONS.addOrganizationMembers, {
      id: organizationId.parse(id),
    }),
    body: organizationMembersChangeSchema.parse({ members: [...members] }),
  }),
);
