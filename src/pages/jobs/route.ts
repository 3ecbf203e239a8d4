/** The server's jobs; `/jobs/{id}` opens one's progress. Listed only where the server runs jobs. */
export const jobsRoute = {
  path: "/jobs",
  label: "Jobs",
  withDetails: true,
  needsStore: true,
  needsJobs: true,
  load: () => import("./JobsPage"),
};
