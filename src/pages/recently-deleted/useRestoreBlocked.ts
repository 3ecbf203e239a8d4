import type { RestorableObjectType } from "../../api/history/types";
import { useWriteScope } from "../../session/useWriteScope";

/** Why this person cannot restore each kind ("Your role, support, cannot create organizations"). */
export function useRestoreBlocked(): Record<RestorableObjectType, string | undefined> {
  return {
    organization: useWriteScope("createOrganization"),
    token_exchange_profile: useWriteScope("createTokenExchangeProfile"),
    user_attribute_profile: useWriteScope("createUserAttributeProfile"),
  };
}
