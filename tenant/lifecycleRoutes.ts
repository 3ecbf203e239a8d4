import { LIFECYCLE_OPERATION_SCOPES, OPERATION_SCOPES } from "../src/api/schemas/scopes.ts";
import type { TenantOperation } from "./operation.ts";
import { ROUTES } from "./paths.ts";
import { listActions } from "./routes/listActions.ts";
import {
  createTokenExchangeProfile,
  deleteTokenExchangeProfile,
  getTokenExchangeProfile,
  updateTokenExchangeProfile,
} from "./routes/tokenExchangeProfiles.ts";
import {
  createUserAttributeProfile,
  deleteUserAttributeProfile,
  getUserAttributeProfileTemplate,
  listUserAttributeProfileTemplates,
} from "./routes/userAttributeProfileLifecycle.ts";
import { getUsersByEmail, searchUsers } from "./routes/userLookups.ts";
import { listUserOrganizations } from "./routes/userOrganizations.ts";
import type { TenantRuntime } from "./runtime.ts";

/** The operations the console calls have joined OPERATION_SCOPES; the rest wait here. */
const LIFECYCLE = { ...LIFECYCLE_OPERATION_SCOPES, ...OPERATION_SCOPES };

/**
 * Operations of lifecycle-operations.md beyond the organizations' (routes/organizations): token
 * exchange profiles, actions, attribute profile templates and writes, the users lookups and a
 * user's organizations. The templates come first: registered after the profile's `{id}` routes,
 * "templates" would be read as a profile id.
 */
export function lifecycleOperations(runtime: TenantRuntime): {
  first: TenantOperation[];
  rest: TenantOperation[];
} {
  const { tokenExchangeProfiles: profiles, tokenExchangeProfile: profile } = ROUTES;
  return {
    first: [
      {
        method: "GET",
        path: ROUTES.userAttributeProfileTemplates,
        scope: LIFECYCLE.listUserAttributeProfileTemplates,
        handler: listUserAttributeProfileTemplates(runtime),
      },
      {
        method: "GET",
        path: ROUTES.userAttributeProfileTemplate,
        scope: LIFECYCLE.getUserAttributeProfileTemplate,
        handler: getUserAttributeProfileTemplate(runtime),
      },
    ],
    rest: [
      {
        method: "POST",
        path: profiles,
        scope: LIFECYCLE.createTokenExchangeProfile,
        handler: createTokenExchangeProfile(runtime),
        bucket: "writeTokenExchangeProfiles",
      },
      {
        method: "GET",
        path: profile,
        scope: LIFECYCLE.getTokenExchangeProfile,
        handler: getTokenExchangeProfile(runtime),
        bucket: "readTokenExchangeProfiles",
      },
      {
        method: "PATCH",
        path: profile,
        scope: LIFECYCLE.updateTokenExchangeProfile,
        handler: updateTokenExchangeProfile(runtime),
        bucket: "writeTokenExchangeProfiles",
      },
      {
        method: "DELETE",
        path: profile,
        scope: LIFECYCLE.deleteTokenExchangeProfile,
        handler: deleteTokenExchangeProfile(runtime),
        bucket: "writeTokenExchangeProfiles",
      },
      {
        method: "GET",
        path: ROUTES.actions,
        scope: LIFECYCLE.listActions,
        handler: listActions(runtime),
      },
      {
        method: "POST",
        path: ROUTES.userAttributeProfiles,
        scope: LIFECYCLE.createUserAttributeProfile,
        handler: createUserAttributeProfile(runtime),
      },
      {
        method: "DELETE",
        path: ROUTES.userAttributeProfile,
        scope: LIFECYCLE.deleteUserAttributeProfile,
        handler: deleteUserAttributeProfile(runtime),
      },
      {
        method: "GET",
        path: ROUTES.usersByEmail,
        scope: OPERATION_SCOPES.getUsersByEmail,
        handler: getUsersByEmail(runtime),
      },
      {
        method: "GET",
        path: ROUTES.users,
        scope: OPERATION_SCOPES.searchUsers,
        handler: searchUsers(runtime),
      },
      {
        method: "GET",
        path: ROUTES.userOrganizations,
        // No bucket of its own on any plan: the tenant-wide one meters it.
        scope: OPERATION_SCOPES.listUserOrganizations,
        handler: listUserOrganizations(runtime),
      },
    ],
  };
}
