import { ADMINISTRATOR_ONLY, ANY_ROLE, byName, CHECKPOINT, row } from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The token exchange profiles operations the console calls, a row each (src/api/operations.ts gathers them). */
export const TOKEN_EXCHANGE_PROFILE_OPERATIONS = byName([
  row({
    name: "listTokenExchangeProfiles",
    method: "GET",
    roles: ANY_ROLE,
    path: "/token-exchange-profiles",
    query: CHECKPOINT,
    scope: "read:token_exchange_profiles",
    does: "list token exchange profiles",
  }),
  row({
    name: "getTokenExchangeProfile",
    method: "GET",
    roles: ANY_ROLE,
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
    scope: "read:token_exchange_profiles",
    does: "read token exchange profiles",
  }),
  row({
    name: "createTokenExchangeProfile",
    method: "POST",
    roles: ADMINISTRATOR_ONLY,
    path: "/token-exchange-profiles",
    targetFromAnswer: ["id", "name"],
    scope: "create:token_exchange_profiles",
    does: "create token exchange profiles",
    label: "Create token exchange profile",
  }),
  row({
    name: "updateTokenExchangeProfile",
    method: "PATCH",
    roles: ADMINISTRATOR_ONLY,
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
    target: "id",
    nameFrom: "answer",
    scope: "update:token_exchange_profiles",
    does: "change token exchange profiles",
    label: "Update token exchange profile",
  }),
  row({
    name: "deleteTokenExchangeProfile",
    method: "DELETE",
    roles: ADMINISTRATOR_ONLY,
    path: "/token-exchange-profiles/{id}",
    params: { id: P.tokenExchangeProfileId },
    target: "id",
    nameFrom: { readBefore: "getTokenExchangeProfile" },
    scope: "delete:token_exchange_profiles",
    does: "delete token exchange profiles",
    label: "Delete token exchange profile",
  }),
] as const);
