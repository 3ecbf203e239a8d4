/**
 * What the console's server answers of its jobs (team-console.md, "Server jobs"):
 * `POST /__console/jobs`, `GET /__console/jobs`, `GET /__console/jobs/{id}` and
 * `GET /__console/jobs/{id}/items`. Plain types with no parsing: server/jobs builds them; the
 * screens parse them (jobSchemas.ts).
 */

export const JOBS_PATH = "/__console/jobs";

const JOB_KINDS = ["clear-risk-assessments", "add-organization-members"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const JOB_STATES = ["queued", "running", "paused", "finished", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What becomes of one pasted line. "sending" counts as waiting in a job's counts. */
export const JOB_ITEM_STATES = ["waiting", "sending", "done", "failed", "unknown"] as const;
export type JobItemState = (typeof JOB_ITEM_STATES)[number];

/** The most lines one job takes. */
export const MAX_JOB_LINES = 100_000;

/** `POST /__console/jobs`: a line is a user id or an email, resolved in its slot. */
export type JobRequest =
  | {
      kind: "clear-risk-assessments";
      lines: string[];
      /** The connection to clear in; null: each user's own (one, or the line fails). */
      connection: string | null;
      reason?: string | null;
    }
  | {
      kind: "add-organization-members";
      organization_id: string;
      lines: string[];
      reason?: string | null;
    };

/** total = done + already + failed + unknown + waiting. */
export interface JobCounts {
  total: number;
  done: number;
  /** Members already in the organization: nothing was sent, counted apart from done. */
  already: number;
  failed: number;
  unknown: number;
  /** Not settled yet, in flight included. */
  waiting: number;
}

/** One job as `GET /__console/jobs` and `GET /__console/jobs/{id}` answer it. */
export interface JobView {
  id: string;
  kind: JobKind;
  state: JobState;
  organization_id: string | null;
  connection: string | null;
  reason: string | null;
  counts: JobCounts;
  /** Who started it: the signed-in person; null on a server without sign-in. */
  started_by: { email: string | null; name: string | null; role: string | null } | null;
  /** ISO 8601; started and finished are null until then. */
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface JobList {
  /** Newest first. */
  jobs: JobView[];
}

/** The most items `GET /__console/jobs/{id}/items` answers at once. */
export const MAX_LISTED_ITEMS = 1000;

/** One pasted line and its outcome, as `GET /__console/jobs/{id}/items` answers it. */
export interface JobItemView {
  /** 0-based, in pasted order. */
  position: number;
  line: string;
  /** The user the line names (an email's once read), null until known. */
  user_id: string | null;
  state: JobItemState;
  /** The tenant's status for the write, or null (not sent, no answer). */
  status: number | null;
  error_code: string | null;
  message: string | null;
}

/**
 * `GET /__console/jobs/{id}/items?state=unknown,failed&limit=100`: the job's items in those
 * states, state by state in the order asked, each in pasted order, at most `limit` (the screens
 * show outcome unknown, then failed, first; the CSV has all).
 */
export interface JobItemList {
  items: JobItemView[];
}
