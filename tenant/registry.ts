import { OPERATIONS, type OperationName } from "../src/api/operations.ts";
import {
  LIFECYCLE_OPERATION_SCOPES,
  ORGANIZATIONS_SUMMARY_SCOPE,
} from "../src/api/schemas/scopes.ts";
import type { TenantOperation } from "./operation.ts";
import { apiRoute, ROUTES } from "./paths.ts";
import type { RateBucketName } from "./rateBuckets.ts";
import { clearRiskAssessments } from "./routes/clearRiskAssessments.ts";
import { createOrganization } from "./routes/createOrganization.ts";
import { getUser } from "./routes/getUser.ts";
import { getUserAttributeProfile } from "./routes/getUserAttributeProfile.ts";
import { listActions } from "./routes/listActions.ts";
import { listConnections } from "./routes/listConnections.ts";
import { listTokenExchangeProfiles } from "./routes/listTokenExchangeProfiles.ts";
import { listUserAttributeProfiles } from "./routes/listUserAttributeProfiles.ts";
import {
  addOrganizationConnection,
  getOrganizationConnection,
  listOrganizationConnections,
  removeOrganizationConnection,
  updateOrganizationConnection,
} from "./routes/organizations/enabledConnections.ts";
import {
  assignMemberRoles,
  listMemberRoles,
  removeMemberRoles,
} from "./routes/organizations/memberRoles.ts";
import {
  addOrganizationMembers,
  listOrganizationMembers,
  removeOrganizationMembers,
} from "./routes/organizations/members.ts";
import {
  deleteOrganization,
  getOrganization,
  getOrganizationByName,
  listOrganizations,
  updateOrganization,
} from "./routes/organizations/organizations.ts";
import { invalidateRememberBrowser } from "./routes/rememberedBrowsers.ts";
import {
  getNewDeviceSettings,
  getRiskAssessmentSettings,
  updateNewDeviceSettings,
  updateRiskAssessmentSettings,
} from "./routes/riskSettings.ts";
import { listRoles } from "./routes/roles.ts";
import {
  createTokenExchangeProfile,
  deleteTokenExchangeProfile,
  getTokenExchangeProfile,
  updateTokenExchangeProfile,
} from "./routes/tokenExchangeProfiles.ts";
import { updateUserAttributeProfile } from "./routes/updateUserAttributeProfile.ts";
import {
  createUserAttributeProfile,
  deleteUserAttributeProfile,
  getUserAttributeProfileTemplate,
  listUserAttributeProfileTemplates,
} from "./routes/userAttributeProfileLifecycle.ts";
import { getUsersByEmail, searchUsers } from "./routes/userLookups.ts";
import { listUserOrganizations } from "./routes/userOrganizations.ts";
import type { TenantRuntime } from "./runtime.ts";

type Handler = TenantOperation["handler"];

/** How the tenant serves one operation: its handler, and its own rate bucket where it has one. */
interface Served {
  readonly handler: (runtime: TenantRuntime) => Handler;
  readonly bucket?: RateBucketName;
  /** A scope that allows the call besides the row's (lifecycle-operations.md). */
  readonly orScope?: string;
}

/**
 * The one registry: each operation of the console's table (src/api/operations.ts: method, path
 * and scope come from its row) with what serves it. The type asks for every operation, so an
 * operation added to the table is served here or the tenant does not compile.
 */
const SERVED: { readonly [Name in OperationName]: Served } = {
  listTokenExchangeProfiles: { handler: listTokenExchangeProfiles },
  getTokenExchangeProfile: {
    handler: getTokenExchangeProfile,
    bucket: "readTokenExchangeProfiles",
  },
  createTokenExchangeProfile: {
    handler: createTokenExchangeProfile,
    bucket: "writeTokenExchangeProfiles",
  },
  updateTokenExchangeProfile: {
    handler: updateTokenExchangeProfile,
    bucket: "writeTokenExchangeProfiles",
  },
  deleteTokenExchangeProfile: {
    handler: deleteTokenExchangeProfile,
    bucket: "writeTokenExchangeProfiles",
  },
  listUserAttributeProfiles: { handler: listUserAttributeProfiles },
  getUserAttributeProfile: { handler: getUserAttributeProfile },
  listUserAttributeProfileTemplates: { handler: listUserAttributeProfileTemplates },
  createUserAttributeProfile: { handler: createUserAttributeProfile },
  patchUserAttributeProfile: { handler: updateUserAttributeProfile },
  deleteUserAttributeProfile: { handler: deleteUserAttributeProfile },
  clearRiskAssessments: { handler: clearRiskAssessments },
  invalidateRememberBrowser: { handler: invalidateRememberBrowser },
  getNewDeviceSettings: { handler: getNewDeviceSettings },
  updateNewDeviceSettings: { handler: updateNewDeviceSettings },
  getRiskAssessmentSettings: { handler: getRiskAssessmentSettings },
  updateRiskAssessmentSettings: { handler: updateRiskAssessmentSettings },
  listOrganizations: {
    handler: listOrganizations,
    bucket: "listOrganizations",
    orScope: ORGANIZATIONS_SUMMARY_SCOPE,
  },
  getOrganization: {
    handler: getOrganization,
    bucket: "getOrganization",
    orScope: ORGANIZATIONS_SUMMARY_SCOPE,
  },
  getOrganizationByName: { handler: getOrganizationByName, bucket: "getOrganizationByName" },
  createOrganization: { handler: createOrganization, bucket: "writeOrganizations" },
  updateOrganization: { handler: updateOrganization, bucket: "writeOrganizations" },
  deleteOrganization: { handler: deleteOrganization, bucket: "writeOrganizations" },
  listOrganizationConnections: {
    handler: listOrganizationConnections,
    bucket: "readOrganizationConnections",
  },
  getOrganizationConnection: {
    handler: getOrganizationConnection,
    bucket: "readOrganizationConnections",
  },
  addOrganizationConnection: {
    handler: addOrganizationConnection,
    bucket: "writeOrganizationConnections",
  },
  updateOrganizationConnection: {
    handler: updateOrganizationConnection,
    bucket: "writeOrganizationConnections",
  },
  removeOrganizationConnection: {
    handler: removeOrganizationConnection,
    bucket: "writeOrganizationConnections",
  },
  listOrganizationMembers: { handler: listOrganizationMembers, bucket: "readMembers" },
  addOrganizationMembers: { handler: addOrganizationMembers, bucket: "writeMembers" },
  listMemberRoles: { handler: listMemberRoles, bucket: "readMemberRoles" },
  assignMemberRoles: { handler: assignMemberRoles, bucket: "writeMemberRoles" },
  removeMemberRoles: { handler: removeMemberRoles, bucket: "writeMemberRoles" },
  listRoles: { handler: () => listRoles() },
  removeOrganizationMembers: { handler: removeOrganizationMembers, bucket: "writeMembers" },
  getUser: { handler: getUser },
  getUsersByEmail: { handler: getUsersByEmail },
  searchUsers: { handler: searchUsers },
  // No bucket of its own on any plan: the tenant-wide one meters it.
  listUserOrganizations: { handler: listUserOrganizations },
  listConnections: { handler: listConnections },
  listActions: { handler: listActions },
};

/**
 * Static segments before parameters, position by position: /user-attribute-profiles/templates
 * is never read as a profile id, nor /organizations/name/members as an organization's members.
 */
function specificity(path: string): number[] {
  return path.split("/").map((segment) => (segment.startsWith("{") ? 1 : 0));
}

function moreSpecificFirst(a: string, b: string): number {
  const [left, right] = [specificity(a), specificity(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every /api/v2 operation the local tenant serves, in the order it registers them. */
export function tenantOperations(runtime: TenantRuntime): TenantOperation[] {
  const served = [...OPERATIONS]
    .sort((a, b) => moreSpecificFirst(a.path, b.path))
    .map((route): TenantOperation => {
      const { handler, bucket, orScope } = SERVED[route.name];
      return {
        method: route.method,
        path: apiRoute(route.path),
        scope: orScope === undefined ? route.scope : [route.scope, orScope],
        ...(bucket === undefined ? {} : { bucket }),
        handler: handler(runtime),
      };
    });
  // Served though the console never calls it: it lists the templates whole.
  const template: TenantOperation = {
    method: "GET",
    path: ROUTES.userAttributeProfileTemplate,
    scope: LIFECYCLE_OPERATION_SCOPES.getUserAttributeProfileTemplate,
    handler: getUserAttributeProfileTemplate(runtime),
  };
  return [template, ...served];
}
