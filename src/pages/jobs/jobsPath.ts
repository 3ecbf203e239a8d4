/** The Jobs screen's address (its route's path); `#/jobs/{id}` opens one job's progress. */
export const JOBS_ROUTE_PATH = "/jobs";
