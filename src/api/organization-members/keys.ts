/** Every query key of an organization's members. The list is infinite; its key says so. */
export const organizationMemberKeys = {
  all: ["organization-members"] as const,
  lists: () => [...organizationMemberKeys.all, "list"] as const,
  list: (organizationId: string) =>
    [...organizationMemberKeys.lists(), "infinite", organizationId] as const,
  /** What the searches read of one organization's members, kept for the session. */
  read: (organizationId: string) =>
    [...organizationMemberKeys.all, "read", organizationId] as const,
  /** Each member's roles read one by one, when the listing did not carry them. */
  roles: (organizationId: string) =>
    [...organizationMemberKeys.all, "roles", organizationId] as const,
  memberRoles: (organizationId: string, userId: string) =>
    [...organizationMemberKeys.roles(organizationId), userId] as const,
};
