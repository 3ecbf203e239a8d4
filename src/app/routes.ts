import { type ComponentType, lazy } from "react";
import { routePath } from "../lib/routeQuery";
import { activityRoute } from "../pages/activity/route";
import { jobsRoute } from "../pages/jobs/route";
import { createOrganizationRoute, organizationsRoute } from "../pages/organizations/route";
import { recentlyDeletedRoute } from "../pages/recently-deleted/route";
import { riskAssessmentsRoute } from "../pages/risk-assessments/route";
import { tokenExchangeProfilesRoute } from "../pages/token-exchange-profiles/route";
import TokenExchangeProfilesPage from "../pages/token-exchange-profiles/TokenExchangeProfilesPage";
import { userAttributeProfilesRoute } from "../pages/user-attribute-profiles/route";

/** What each job's `route.ts` declares; the shell adds nothing but the component. */
interface JobRoute {
  path: string;
  label: string;
  /** The scope the screen needs, named beside its link when the token lacks it. */
  scope?: string;
  /** The route also answers for `{path}/{id}` (a details view inside the same screen). */
  withDetails?: boolean;
  /** Listed only where the page's server keeps a store. */
  needsStore?: boolean;
  /** Listed only where the page's server runs jobs (a store and its own credentials). */
  needsJobs?: boolean;
}

interface LazyJobRoute extends JobRoute {
  load: () => Promise<{ default: ComponentType }>;
}

interface RouteDef extends JobRoute {
  Page: ComponentType;
}

const withPage = ({ load, ...route }: LazyJobRoute): RouteDef => ({ ...route, Page: lazy(load) });

/**
 * Every screen but the default one and the connect screen loads lazily, keeping the first
 * screen's JS small. The default screen is part of the entry: a lazy one suspends on its first
 * render even once loaded, and its reveal then waited for a chunk already in (issue 28).
 */
export const ROUTES: readonly RouteDef[] = [
  { ...tokenExchangeProfilesRoute, Page: TokenExchangeProfilesPage },
  withPage(organizationsRoute),
  withPage(createOrganizationRoute),
  withPage(userAttributeProfilesRoute),
  withPage(riskAssessmentsRoute),
  withPage(activityRoute),
  withPage(recentlyDeletedRoute),
  withPage(jobsRoute),
];

export const DEFAULT_ROUTE = tokenExchangeProfilesRoute.path;

/** A query after the path (`/risk-assessments?user=…`, src/lib/routeQuery.ts) names the same screen. */
export function findRoute(fullPath: string): RouteDef | undefined {
  const path = routePath(fullPath);
  // A screen's own address before another's details: `/organizations/new` is Create
  // organization, not an organization of the list whose id would be "new".
  return (
    ROUTES.find((route) => route.path === path) ??
    ROUTES.find((route) => route.withDetails && path.startsWith(`${route.path}/`))
  );
}
