/** Every query key of users: one user's details, the parts of them read on their own, lookups. */
export const userKeys = {
  all: ["users"] as const,
  details: () => [...userKeys.all, "detail"] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
  /** Only the user's identities (`fields=identities`), not the whole user. */
  identities: (userId: string) => [...userKeys.detail(userId), "identities"] as const,
  /** The organizations the user is a member of (GET /users/{id}/organizations). */
  organizations: (userId: string) => [...userKeys.detail(userId), "organizations"] as const,
  /** Whether the user is a member of one organization, read from their organizations. */
  membership: (userId: string, organizationId: string) =>
    [...userKeys.organizations(userId), organizationId] as const,
  /** What Find user found for one typed text (by id, exact email, then search). */
  find: (typed: string) => [...userKeys.all, "find", typed] as const,
};
