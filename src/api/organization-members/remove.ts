import { apiPath } from "../apiPath";
import { operation } from "../operation";
import { organizationId } from "../schemas/ids";
import { organizationMembersChangeSchema } from "../schemas/organizationMember";
import type { ChangeOrganizationMembersInput } from "./add";

/** DELETE /organizations/{id}/members with a JSON body: 204; an id that is no member is passed over. */
export const removeOrganizationMembers = operation(
  ({ id, members }: ChangeOrganizationMembersInput) => ({
    method: "DELETE",
    path: apiPath`/organizations/${organizationId.parse(id)}/members`,
    body: organizationMembersChangeSchema.parse({ members: [...members] }),
  }),
);
