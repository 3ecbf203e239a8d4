import { OPERATION_SCOPES } from "../../api/schemas/scopes";

/** The profile list; it also answers for `/token-exchange-profiles/{id}`, its details drawer. */
export const tokenExchangeProfilesRoute = {
  path: "/token-exchange-profiles",
  label: "Token exchange profiles",
  scope: OPERATION_SCOPES.listTokenExchangeProfiles,
  withDetails: true,
  load: () => import("./TokenExchangeProfilesPage"),
};
