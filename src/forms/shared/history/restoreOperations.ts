import type { RestorableObjectType } from "../../../api/history/types";
import type { OperationName, WriteOperation } from "../../../api/operations";

/**
 * The operations Restore this version makes, per object: it reads the object now and updates
 * it. Apart from the targets (restoreTargets.ts), which load with the dialog: the region says
 * why a role cannot restore before anything of them is loaded.
 */
export const RESTORE_OPERATIONS: Readonly<
  Record<RestorableObjectType, { read: OperationName; write: WriteOperation }>
> = {
  organization: { read: "getOrganization", write: "updateOrganization" },
  token_exchange_profile: { read: "getTokenExchangeProfile", write: "updateTokenExchangeProfile" },
  user_attribute_profile: { read: "getUserAttributeProfile", write: "patchUserAttributeProfile" },
};
