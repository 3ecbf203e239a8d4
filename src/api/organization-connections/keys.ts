/** Every query key of an organization's enabled connections. Imports nothing. */
export const organizationConnectionKeys = {
  all: ["organization-connections"] as const,
  lists: () => [...organizationConnectionKeys.all, "list"] as const,
  list: (organizationId: string) =>
    [...organizationConnectionKeys.lists(), organizationId] as const,
  details: () => [...organizationConnectionKeys.all, "detail"] as const,
  detail: (organizationId: string, connectionId: string) =>
    [...organizationConnectionKeys.details(), organizationId, connectionId] as const,
  add: () => [...organizationConnectionKeys.all, "add"] as const,
  update: () => [...organizationConnectionKeys.all, "update"] as const,
  remove: () => [...organizationConnectionKeys.all, "remove"] as const,
};
