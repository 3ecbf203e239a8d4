import { formatNumber } from "../../lib/format";

/** The Jobs screen's text (this folder); a job's own progress is src/forms/shared/jobs'. */
export const jobsPageMessages = {
  heading: "Jobs",
  intro:
    "Batches the console's server runs for the team: they go on when a tab closes. Newest first; open one for its progress, its failures and its results.",
  caption: "The server's jobs, newest first",
  loading: "Reading the jobs…",
  loaded: (count: number) =>
    count === 0
      ? "No jobs yet."
      : `${formatNumber(count)} ${count === 1 ? "job" : "jobs"}, newest first.`,
  empty:
    "No jobs yet. A batch started on the risk screen (Clear assessments for a list) or on an organization's Members runs here.",
  failed: (message: string) => `The jobs could not be read: ${message}`,
  retry: "Try again",
  columns: {
    kind: "Job",
    by: "Started by",
    at: "Started",
    state: "State",
    counts: "Progress",
  },
  nobody: "No one (no sign-in)",
  counts: (settled: number, total: number, failed: number, unknown: number) =>
    [
      `${formatNumber(settled)} of ${formatNumber(total)} settled`,
      failed > 0 ? `${formatNumber(failed)} failed` : "",
      unknown > 0 ? `${formatNumber(unknown)} outcome unknown` : "",
    ]
      .filter(Boolean)
      .join(", "),
  close: "Back to all jobs",
} as const;
