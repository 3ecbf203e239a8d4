import { queryOptions } from "@tanstack/react-query";
import { readStore } from "../history/storeRead";
import { jobItemListSchema, jobListSchema, jobSchema } from "./jobSchemas";
import { jobKeys } from "./keys";
import { JOBS_PATH, type JobItemState, type JobView } from "./types";

/** How often a job that is still moving is read again. */
const POLL_MS = 1000;

/** Queued or running: its counts move, so it is read again every second. */
const isMoving = (job: Pick<JobView, "state">) => job.state === "queued" || job.state === "running";

/** Finished or cancelled: nothing more will happen to it. */
export const hasEnded = (job: Pick<JobView, "state">) =>
  job.state === "finished" || job.state === "cancelled";

/** `GET /__console/jobs`: the newest jobs first, read again every second while one moves. */
export function jobListOptions() {
  return queryOptions({
    queryKey: jobKeys.lists(),
    queryFn: ({ signal }) => readStore(JOBS_PATH, jobListSchema, "the jobs", signal),
    refetchInterval: (query) => (query.state.data?.jobs.some(isMoving) ? POLL_MS : false),
    staleTime: 0,
    retry: false,
  });
}

/** `GET /__console/jobs/{id}`: polled while queued or running, left alone once paused or ended. */
export function jobOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) =>
      readStore(`${JOBS_PATH}/${encodeURIComponent(id)}`, jobSchema, "the job", signal),
    refetchInterval: (query) => {
      const job = query.state.data;
      return job === undefined || isMoving(job) ? POLL_MS : false;
    },
    staleTime: 0,
    retry: false,
  });
}

/** How many of a job's failures the progress lists; the results CSV has every line. */
const LISTED_FAILURES = 25;

/**
 * `GET /__console/jobs/{id}/items?state=…`: the first items in those states, state by state in
 * the order asked, each in pasted order. `counts` (how many of each state there are, by the
 * job's own counts) is in the key, so the list is read again only when one of them changes,
 * not at every poll: a later outcome unknown, which comes first, is never missed.
 */
export function jobItemsOptions(
  id: string,
  states: readonly JobItemState[],
  counts: readonly number[],
) {
  return queryOptions({
    queryKey: [...jobKeys.items(id, states), counts.join(",")] as const,
    queryFn: ({ signal }) =>
      readStore(
        `${JOBS_PATH}/${encodeURIComponent(id)}/items?state=${states.join(",")}&limit=${LISTED_FAILURES}`,
        jobItemListSchema,
        "the job's failures",
        signal,
      ),
    enabled: counts.some((count) => count > 0),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The job's results, one row per line (`text/csv`, an attachment). */
export const jobResultsHref = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}/results.csv`;
