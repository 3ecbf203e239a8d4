import type { JobKind, JobState } from "../../../api/jobs/types";
import type { Isolated } from "../../../lib/isolated";
import { plural } from "../../../lib/plural";

/** The text of a server job's progress (this folder), wherever a screen shows one. */
export const jobMessages = {
  kind: {
    "clear-risk-assessments": "Clear risk assessments",
    "add-organization-members": "Add members",
  } satisfies Record<JobKind, string>,
  state: {
    queued: "Queued",
    running: "Running",
    paused: "Paused",
    finished: "Finished",
    cancelled: "Cancelled",
  } satisfies Record<JobState, string>,
  heading: (kind: JobKind) => `${jobMessages.kind[kind]}: server job`,
  startedBy: (name: Isolated, role: Isolated | null) =>
    role === null ? `Started by ${name}` : `Started by ${name} (${role})`,
  startedByNobody: "Started on a server without sign-in",
  startedAt: (when: string) => `on ${when}`,
  /** One sentence per state: the live region speaks when it changes, not at every count. */
  stateSentence: (state: JobState, total: string) =>
    ({
      queued: `${total} lines wait for the server to start them.`,
      running: "It goes on if this tab closes.",
      paused: "Nothing is sent until it is resumed.",
      finished: "Every line is settled.",
      cancelled: "Lines not yet sent were not sent.",
    })[state],
  barName: "Job progress",
  barText: (settled: string, total: string) => `${settled} of ${total} settled`,
  counts: {
    done: "Done",
    already: "Already members",
    failed: "Failed",
    unknown: "Outcome unknown",
    waiting: "Waiting",
    of: (total: string) => `of ${total}`,
  },
  failures: {
    heading: "Failed and outcome unknown",
    first: (shown: string, all: string) =>
      `The first ${shown} of ${all}, outcome unknown first, then failed, each in pasted order; the results CSV has every line.`,
    line: "Line",
    outcome: "Outcome",
    reason: "Reason",
    failed: "Failed",
    unknown: "Outcome unknown",
    loading: "Reading the failures…",
  },
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel",
  download: "Download results (CSV)",
  dismiss: "Dismiss",
  confirmCancel: {
    question: "Cancel this job?",
    consequence: (waiting: number) =>
      `${waiting.toLocaleString("en")} ${plural(waiting, "line")} not yet sent will not be sent. What was sent stays done; the results stay until dismissed.`,
    confirm: "Cancel job",
    keep: "Keep the job",
  },
  loading: "Reading the job…",
} as const;
