/** Every query key of actions. Imports nothing. */
export const actionKeys = {
  all: ["actions"] as const,
  lists: () => [...actionKeys.all, "list"] as const,
  /** The deployed actions a token exchange profile may run. */
  tokenExchange: () => [...actionKeys.lists(), "custom-token-exchange", "deployed"] as const,
};
