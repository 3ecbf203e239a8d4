import { type ComponentType, lazy } from "react";
import { OPERATION_SCOPES } from "../api/schemas/scopes";
import { preloadableScreen } from "./preloadableScreen";
import { routePath } from "./routeQuery";

export interface RouteDef {
  path: string;
  label: string;
  /** The scope the screen needs, named beside its link when the token lacks it. */
  scope?: string;
  Page: ComponentType;
}

/** The default screen; main.tsx preloads it for a kept session (src/app/firstPage.ts). */
export const profilesScreen = preloadableScreen(() => import("../pages/TokenExchangeProfilesPage"));

/** Every screen but the connect screen loads lazily, keeping the first screen's JS small. */
export const ROUTES: readonly RouteDef[] = [
  {
    path: "/token-exchange-profiles",
    label: "Token exchange profiles",
    scope: OPERATION_SCOPES.listTokenExchangeProfiles,
    Page: profilesScreen.Page,
  },
  {
    path: "/organizations/new",
    label: "Create organization",
    scope: OPERATION_SCOPES.createOrganization,
    Page: lazy(() => import("../pages/CreateOrganizationPage")),
  },
  {
    path: "/user-attribute-profiles",
    label: "User attribute profiles",
    scope: OPERATION_SCOPES.patchUserAttributeProfile,
    Page: lazy(() => import("../pages/UserAttributeProfilePage")),
  },
  {
    path: "/risk-assessments",
    label: "Risk assessments",
    scope: OPERATION_SCOPES.clearRiskAssessments,
    Page: lazy(() => import("../pages/RiskAssessmentsPage")),
  },
  {
    path: "/activity",
    label: "Activity",
    Page: lazy(() => import("../pages/ActivityPage")),
  },
];

export const DEFAULT_ROUTE = "/token-exchange-profiles";

/** The profile list also answers for `/token-exchange-profiles/{id}`: its details drawer. */
const ROUTES_WITH_DETAILS = new Set(["/token-exchange-profiles"]);

/** A query after the path (`/risk-assessments?user=…`, src/app/routeQuery.ts) names the same screen. */
export function findRoute(fullPath: string): RouteDef | undefined {
  const path = routePath(fullPath);
  return ROUTES.find(
    (route) =>
      route.path === path ||
      (ROUTES_WITH_DETAILS.has(route.path) && path.startsWith(`${route.path}/`)),
  );
}
