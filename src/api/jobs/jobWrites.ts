import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { writeStore } from "../history/storeRead";
import { jobSchema, jobStartedSchema } from "./jobSchemas";
import { jobKeys } from "./keys";
import { JOBS_PATH, type JobRequest } from "./types";

/** `POST /__console/jobs` → 202 `{id}`; the list is read again to show it. */
export function startJobOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (request: JobRequest) =>
      writeStore(JOBS_PATH, request, jobStartedSchema, "start the job"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

export type JobSteering = "pause" | "resume" | "cancel";

const STEERING_WHAT: Record<JobSteering, string> = {
  pause: "pause the job",
  resume: "resume the job",
  cancel: "cancel the job",
};

/** `POST /__console/jobs/{id}/pause|resume|cancel` → the job as it now is. */
export function steerJobOptions(queryClient: QueryClient, id: string) {
  return mutationOptions({
    mutationFn: (steering: JobSteering) =>
      writeStore(
        `${JOBS_PATH}/${encodeURIComponent(id)}/${steering}`,
        undefined,
        jobSchema,
        STEERING_WHAT[steering],
      ),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
