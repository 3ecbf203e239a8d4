import { OPERATION_SCOPES } from "../../api/schemas/scopes";

/**
 * The profile list; it also answers for `/token-exchange-profiles/{id}`, its details drawer.
 * The default screen, so no `load`: it is part of the entry (src/app/routes.ts).
 */
export const tokenExchangeProfilesRoute = {
  path: "/token-exchange-profiles",
  label: "Token exchange profiles",
  scope: OPERATION_SCOPES.listTokenExchangeProfiles,
  withDetails: true,
};
