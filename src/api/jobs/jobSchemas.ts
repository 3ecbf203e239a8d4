import { z } from "zod";
import { JOB_ITEM_STATES, type JobItemList, type JobList, type JobView } from "./types";

/**
 * The jobs endpoints' answers (types.ts) as the page parses them. Only screens loaded apart
 * from the entry import this file, so zod stays out of the first screen (decision 014).
 */
const countsSchema = z.object({
  total: z.number(),
  done: z.number(),
  // A server from before `already` counted existing members as done: read as none apart.
  already: z.number().default(0),
  failed: z.number(),
  unknown: z.number(),
  waiting: z.number(),
});

const jobViewSchema = z.object({
  id: z.string(),
  kind: z.enum(["clear-risk-assessments", "add-organization-members"]),
  state: z.enum(["queued", "running", "paused", "finished", "cancelled"]),
  organization_id: z.string().nullable(),
  connection: z.string().nullable(),
  reason: z.string().nullable(),
  counts: countsSchema,
  started_by: z
    .object({
      email: z.string().nullable(),
      name: z.string().nullable(),
      role: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
}) satisfies z.ZodType<JobView>;

export const jobSchema = jobViewSchema;

export const jobListSchema = z.object({
  jobs: z.array(jobViewSchema),
}) satisfies z.ZodType<JobList>;

export const jobItemListSchema = z.object({
  items: z.array(
    z.object({
      position: z.number(),
      line: z.string(),
      user_id: z.string().nullable(),
      state: z.enum(JOB_ITEM_STATES),
      status: z.number().nullable(),
      error_code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<JobItemList>;

export const jobStartedSchema = z.object({ id: z.string() });
