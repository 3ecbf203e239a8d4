import { formatNumber } from "../../lib/format";

/**
 * The risk batch's progress and results (src/pages/risk-assessments: BatchProgress,
 * BatchResults). Numbers arrive formatted (src/lib/format.ts); counts that choose a noun's form
 * arrive as numbers.
 */
/** "1 user", "2,069 users": the count formatted as every other number on screen. */
const counted = (n: number, one: string) => `${formatNumber(n)} ${n === 1 ? one : `${one}s`}`;
const users = (n: number) => counted(n, "user");
const failures = (n: number) => counted(n, "failure");
export const batchResultsMessages = {
  progress: {
    heading: "Progress",
    barName: "Batch progress",
    barText: (done: string, total: string) => `${done} of ${total} done`,
    done: "Done",
    of: (total: string) => `of ${total}`,
    cleared: "Cleared",
    failed: "Failed",
    waiting: "Waiting",
    unknown: "Unknown outcome",
    notSent: "Not sent",
    paused: "Paused: the tenant is limiting requests. The batch resumes by itself.",
    unreachable: (waiting: number) =>
      `Paused: the tenant is not answering. ${users(waiting)} not sent yet: press Resume once it is back.`,
    resume: "Resume",
    running: (count: number) => `Clearing assessments for ${users(count)}…`,
    stopping: "Cancelling: the request already sent finishes first.",
    // The end statuses' plain digits are part of the kit's contract (a test may match
    // "Finished: 2064 cleared"): formatting them is a major version of the kit.
    finished: (cleared: number, failed: number, unknown: number) =>
      `Finished: ${cleared} cleared, ${failed} failed${unknown > 0 ? `, ${unknown} with unknown outcome` : ""}.`,
    cancelled: (cleared: number, failed: number, notSent: number) =>
      `Cancelled: ${cleared} cleared, ${failed} failed, ${notSent} not sent.`,
    stopped: (reason: string | undefined, notSent: number) =>
      `Stopped: ${reason ?? "the tenant refused the request."} ${notSent} not sent.`,
    interrupted: (cleared: number, failed: number, unknown: number, notSent: number) =>
      `Interrupted: the page was reloaded or left while the batch ran. ${formatNumber(cleared)} cleared, ${formatNumber(failed)} failed, ${formatNumber(unknown)} with unknown outcome, ${formatNumber(notSent)} not sent.`,
    resuming: "Resuming in",
    cancel: "Cancel",
    pace: (perSecond: string, paced: boolean) =>
      paced
        ? `About ${perSecond} users a second, the pace the tenant's rate limit allows: the batch waits its turn rather than being turned away.`
        : `About ${perSecond} users a second.`,
  },
  results: {
    heading: "Results",
    retryFailed: "Retry failed",
    sendNotSent: (count: number) => `Send the ${users(count)} not sent`,
    copyCsv: "Copy CSV",
    copied: "Copied",
    copyFailed: "Copy failed: use Download CSV instead",
    downloadCsv: "Download CSV",
    csvOrder:
      "The CSV lists every user in the order of the list, with the connection each was cleared in; the table below shows failures first.",
    permanentHint: (count: number) =>
      `${failures(count)} marked “not retried” would fail the same way again (the user or the connection does not exist, the user is not in the connection, an email matches no user or several, or the input was refused): correct the list and start a new batch for them.`,
    unknownBanner: (count: number) =>
      `For ${users(count)} the connection failed before the tenant answered: their assessments may or may not have been cleared, and the console does not send them again by itself. Clearing twice does no harm.`,
    resendUnknown: (count: number) => `Send again the ${users(count)} with unknown outcome`,
    filterLegend: "Show",
    filters: { all: "All", failed: "Failed", cleared: "Cleared" },
    filterChoice: (label: string, count: string) => `${label} (${count})`,
    caption: (connection: string) =>
      connection ? `Outcome per user in ${connection}` : "Outcome per user",
    columns: {
      userId: "User id",
      connection: "Connection",
      result: "Result",
      message: "Message",
      finishedAt: "Finished at",
      email: "Email",
    },
    notRetried: "not retried",
    dismiss: "Dismiss results",
    none: (filter: string) => `No ${filter} users in this batch.`,
  },
  /** The batch kept for the tab (keptBatch.ts): after leaving the screen or a reload. */
  kept: {
    /** "Sent at 16:08, 2,064 cleared." above the list it was sent from, which stays locked. */
    sentAt: (time: string, cleared: number) =>
      `Sent at ${time}, ${formatNumber(cleared)} cleared. This list is not sent again by itself: its results stay below until you dismiss them.`,
    /** Beside "Sent at …": after a reload the results sit below a long form. */
    showResults: "Go to the results",
    interruptedInFlight:
      "Sent when the page was reloaded or left: no answer was seen, so its assessments may or may not have been cleared.",
    interruptedWaiting: "Not sent: the page was reloaded or left before it was sent.",
    omitted: (omitted: number, kept: number) =>
      `This batch is too large to keep whole for the tab: after a reload or another screen, ${users(omitted)} are counted but not listed (cleared users are left out first), and the CSV holds the ${users(kept)} kept. Download the CSV now to keep every row.`,
    notKept:
      "These results could not be kept for the tab (its storage is full or disabled): download the CSV before leaving the screen.",
  },
} as const;

/**
 * Why the batch sent nothing for a line: what it read before the clear (src/pages/risk-assessments/
 * batch/failureKind.ts). The tenant's own verdicts are the form's (riskAssessmentMessages).
 */
export const batchProblemMessages = {
  headlines: {
    "no-connection": "No connection that can be cleared",
    "several-connections": "User in several connections",
    "unknown-email": "No user with this email",
    "shared-email": "Email shared by several users",
  },
  unknownEmail: "No user with this email (the address is matched exactly, case and all)",
  sameButCase: (found: string) =>
    `No user with this email as written (the address is matched case and all), but one has ${found}: use that address`,
  sharedEmail: (count: number) => `${count} users share this email: use their ids`,
  noConnection: "The user has no connection that can be cleared",
  severalConnections: (count: number, names: string) =>
    `The user is in ${count} connections; choose one: ${names}`,
} as const;

/** Where the console's server runs jobs (decision 029): the batch starts one. */
export const jobBatchMessages = {
  /** Above the list once its job started; the list stays locked until a new batch. */
  startedAt: (time: string) =>
    `Started on the server at ${time}: the job goes on if this tab closes, and its results stay below until you dismiss them.`,
  showJob: "Go to the job",
} as const;
