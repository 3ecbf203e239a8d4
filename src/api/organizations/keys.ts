/** Every key of organizations. Imports nothing. */
export const organizationKeys = {
  all: ["organizations"] as const,
  create: () => [...organizationKeys.all, "create"] as const,
};
