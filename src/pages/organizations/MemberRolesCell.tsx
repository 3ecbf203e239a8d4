import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import { memberRolesOptions } from "../../api/organization-members/roles";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { IsolatedText } from "../../ui/IsolatedText";
import { memberRoleMessages as text } from "./roleMessages";

interface Props {
  client: ApiClient;
  organizationId: string;
  member: OrganizationMember;
}

const names = (roles: readonly { name: string }[]) => roles.map((role) => role.name).join(", ");

/**
 * A member's roles in the Roles column: as the listing gave them (`fields=roles`), else read for
 * this member alone. The table renders only the rows on screen, so a member's roles are read as
 * their row scrolls into view, never the whole organization's at once.
 */
export function MemberRolesCell({ client, organizationId, member }: Props) {
  if (member.roles !== undefined) return <IsolatedText text={names(member.roles)} />;
  return <ReadRoles client={client} organizationId={organizationId} userId={member.user_id} />;
}

function ReadRoles({ client, organizationId, userId }: Omit<Props, "member"> & { userId: string }) {
  const roles = useQuery(memberRolesOptions(client, { id: organizationId, userId }));
  if (roles.data !== undefined) return <IsolatedText text={names(roles.data)} />;
  return <span className="muted">{roles.isError ? text.cellFailed : text.cellReading}</span>;
}
