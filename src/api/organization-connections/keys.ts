/** Every query key of an organization's enabled connections. Imports nothing. */
export const organizationConnectionKeys = {
  all: ["organization-connections"] as const,
  lists: () => [...organizationConnectionKeys.all, "list"] as const,
  list: (organizationId: string) =>
    [...organizationConnectionKeys.lists(), organizationId] as const,
};
