import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { NEW_ORGANIZATION_PATH, ORGANIZATIONS_PATH } from "./organizationPath";

export const createOrganizationRoute = {
  path: NEW_ORGANIZATION_PATH,
  label: "Create organization",
  scope: OPERATION_SCOPES.createOrganization,
  load: () => import("./CreateOrganizationPage"),
};

/** The list; it also answers for `/organizations/{id}`, the organization's page. */
export const organizationsRoute = {
  path: ORGANIZATIONS_PATH,
  label: "Organizations",
  scope: OPERATION_SCOPES.listOrganizations,
  withDetails: true,
  load: () => import("./OrganizationsPage"),
};
