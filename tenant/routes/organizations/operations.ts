import {
  ORGANIZATIONS_SUMMARY_SCOPE,
  LIFECYCLE_OPERATION_SCOPES as SCOPES,
} from "../../../src/api/schemas/index.ts";
import type { TenantOperation } from "../../operation.ts";
import type { TenantRuntime } from "../../runtime.ts";
import {
  addOrganizationConnection,
  getOrganizationConnection,
  listOrganizationConnections,
  removeOrganizationConnection,
  updateOrganizationConnection,
} from "./enabledConnections.ts";
import {
  addOrganizationMembers,
  listOrganizationMembers,
  removeOrganizationMembers,
} from "./members.ts";
import {
  deleteOrganization,
  getOrganization,
  getOrganizationByName,
  listOrganizations,
  updateOrganization,
} from "./organizations.ts";
import { ORGANIZATION_ROUTES as ROUTES } from "./paths.ts";

/** The organization lifecycle (lifecycle-operations.md), each with its scope and rate bucket. */
export function organizationOperations(runtime: TenantRuntime): TenantOperation[] {
  return [
    {
      method: "GET",
      path: ROUTES.organizations,
      scope: [SCOPES.listOrganizations, ORGANIZATIONS_SUMMARY_SCOPE],
      bucket: "listOrganizations",
      handler: listOrganizations(runtime),
    },
    {
      method: "GET",
      path: ROUTES.organizationByName,
      scope: SCOPES.getOrganizationByName,
      bucket: "getOrganizationByName",
      handler: getOrganizationByName(runtime),
    },
    {
      method: "GET",
      path: ROUTES.organization,
      scope: [SCOPES.getOrganization, ORGANIZATIONS_SUMMARY_SCOPE],
      bucket: "getOrganization",
      handler: getOrganization(runtime),
    },
    {
      method: "PATCH",
      path: ROUTES.organization,
      scope: SCOPES.updateOrganization,
      bucket: "writeOrganizations",
      handler: updateOrganization(runtime),
    },
    {
      method: "DELETE",
      path: ROUTES.organization,
      scope: SCOPES.deleteOrganization,
      bucket: "writeOrganizations",
      handler: deleteOrganization(runtime),
    },
    {
      method: "GET",
      path: ROUTES.connections,
      scope: SCOPES.listOrganizationConnections,
      bucket: "readOrganizationConnections",
      handler: listOrganizationConnections(runtime),
    },
    {
      method: "POST",
      path: ROUTES.connections,
      scope: SCOPES.addOrganizationConnection,
      bucket: "writeOrganizationConnections",
      handler: addOrganizationConnection(runtime),
    },
    {
      method: "GET",
      path: ROUTES.connection,
      scope: SCOPES.getOrganizationConnection,
      bucket: "readOrganizationConnections",
      handler: getOrganizationConnection(runtime),
    },
    {
      method: "PATCH",
      path: ROUTES.connection,
      scope: SCOPES.updateOrganizationConnection,
      bucket: "writeOrganizationConnections",
      handler: updateOrganizationConnection(runtime),
    },
    {
      method: "DELETE",
      path: ROUTES.connection,
      scope: SCOPES.removeOrganizationConnection,
      bucket: "writeOrganizationConnections",
      handler: removeOrganizationConnection(runtime),
    },
    {
      method: "GET",
      path: ROUTES.members,
      scope: SCOPES.listOrganizationMembers,
      bucket: "readMembers",
      handler: listOrganizationMembers(runtime),
    },
    {
      method: "POST",
      path: ROUTES.members,
      scope: SCOPES.addOrganizationMembers,
      bucket: "writeMembers",
      handler: addOrganizationMembers(runtime),
    },
    {
      method: "DELETE",
      path: ROUTES.members,
      scope: SCOPES.removeOrganizationMembers,
      bucket: "writeMembers",
      handler: removeOrganizationMembers(runtime),
    },
  ];
}
