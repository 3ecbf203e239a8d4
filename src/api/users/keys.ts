/** Every query key of users: one user's details, and the parts of them read on their own. */
export const userKeys = {
  all: ["users"] as const,
  details: () => [...userKeys.all, "detail"] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
  /** Only the user's identities (`fields=identities`), not the whole user. */
  identities: (userId: string) => [...userKeys.detail(userId), "identities"] as const,
};
