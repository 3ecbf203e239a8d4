import { JOBS_ROUTE_PATH } from "./jobsPath";

/** The server's jobs; `/jobs/{id}` opens one's progress. Listed only where the server runs jobs. */
export const jobsRoute = {
  path: JOBS_ROUTE_PATH,
  label: "Jobs",
  withDetails: true,
  needsStore: true,
  needsJobs: true,
  load: () => import("./JobsPage"),
};
