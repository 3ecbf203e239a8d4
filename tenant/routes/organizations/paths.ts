import { ROUTES } from "../../paths.ts";

// `[^/]*` lets an empty parameter reach the handler, which answers 400 rather than 404.
const ORGANIZATION = `${ROUTES.organizations}/:id{[^/]*}`;

export const ORGANIZATION_ROUTES = {
  organizations: ROUTES.organizations,
  organization: ORGANIZATION,
  // Registered before the paths below it, so /organizations/name/members reads the name "members".
  organizationByName: `${ROUTES.organizations}/name/:name{[^/]*}`,
  connections: `${ORGANIZATION}/enabled_connections`,
  connection: `${ORGANIZATION}/enabled_connections/:connectionId{[^/]*}`,
  members: `${ORGANIZATION}/members`,
} as const;
