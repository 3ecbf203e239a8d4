import { pathOf } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationMembersChangeSchema } from "../schemas/organizationMember";
import type { ChangeOrganizationMembersInput } from "./add";
import { ORGANIZATION_MEMBER_OPERATIONS } from "./operations.ts";

/** DELETE /organizations/{id}/members with a JSON body: 204; an id that is no member is passed over. */
export const removeOrganizationMembers = operation(
  ({ id, members }: ChangeOrganizationMembersInput) => ({
    method: "DELETE",
    path: pathOf(ORGANIZATION_MEMBER_OPERATIONS.removeOrganizationMembers, {
      id: organizationId.parse(id),
    }),
    body: organizationMembersChangeSchema.parse({ members: [...members] }),
  }),
);
