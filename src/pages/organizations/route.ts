import { OPERATION_SCOPES } from "../../api/schemas/scopes";

export const createOrganizationRoute = {
  path: "/organizations/new",
  label: "Create organization",
  scope: OPERATION_SCOPES.createOrganization,
  load: () => import("./CreateOrganizationPage"),
};
