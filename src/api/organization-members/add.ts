import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationMembersChangeSchema } from "../schemas/organizationMember";

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
    path: apiPath`/organizations/${organizationId.parse(id)}/members`,
    body: organizationMembersChangeSchema.parse({ members: [...members] }),
  }),
);
