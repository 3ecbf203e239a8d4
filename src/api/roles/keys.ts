/** Every query key of the tenant's roles. Imports nothing. */
export const roleKeys = {
  all: ["roles"] as const,
  /** The roles whose name holds a typed text, as the tenant finds them (trimmed, any case). */
  search: (term: string) => [...roleKeys.all, "search", term.trim().toLocaleLowerCase()] as const,
};
