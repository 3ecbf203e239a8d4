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
    finished: (cleared: number, failed: number, unknown: number) =>
      `Finished: ${cleared} cleared, ${failed} failed${unknown > 0 ? `, ${unknown} with unknown outcome` : ""}.`,
    cancelled: (cleared: number, failed: number, notSent: number) =>
      `Cancelled: ${cleared} cleared, ${failed} failed, ${notSent} not sent.`,
    stopped: (reason: string | undefined, notSent: number) =>
      `Stopped: ${reason ?? "the tenant refused the request."} ${notSent} not sent.`,
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
      result: "Result",
      message: "Message",
      finishedAt: "Finished at",
      email: "Email",
    },
    notRetried: "not retried",
    none: (filter: string) => `No ${filter} users in this batch.`,
  },
} as const;
