import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { ProxyAnswer, ProxyCall } from "../proxy/proxy.ts";
import { CLEAR_LEFT_SENDING, type ItemRun, runClearItem } from "./clearItem.ts";
import { jobCaller } from "./jobCalls.ts";
import type { Slice, SliceOutcome } from "./jobQueue.ts";
import type { JobFacts, JobItem, JobStore } from "./jobStore.ts";

interface SliceRunnerOptions {
  store: JobStore;
  /** The proxy's own handler (proxy.ts `answer`). */
  answer: (call: ProxyCall) => Promise<ProxyAnswer>;
  /** The queue's expiry (jobQueue.ts): a run hands its slice back well within it. */
  takeoverSeconds: number;
  /** Shutdown: runs hand their slices back after the item in hand. */
  stopping(): boolean;
}

/** How often a run reads its job's state again, to see a pause or a cancel. */
const STATE_EVERY_MS = 1_000;

/**
 * Runs one slice of a job: its unsettled items in order until they are settled, the job is
 * paused or cancelled, or the run's time is up (a quarter of the takeover time, so it hands the
 * slice back long before the queue would take it away). An item another run left "sending"
 * longer ago than the takeover time was cut by that run's death: re-checked, never resent.
 */
export function createSliceRunner(options: SliceRunnerOptions) {
  const { store, takeoverSeconds } = options;
  const runMs = (takeoverSeconds * 1000) / 4;

  async function stillRunning(job: JobFacts): Promise<boolean> {
    const now = await store.facts(job.id);
    return now?.state === "running";
  }

  return async (slice: Slice): Promise<SliceOutcome> => {
    const job = await store.facts(slice.jobId);
    if (!job || job.state === "finished" || job.state === "cancelled") return { done: true };
    // A paused job's slices end here; resume queues them again.
    if (job.state === "paused") return { done: true };
    if (job.state === "queued") await store.moveState(job.id, ["queued"], "running");
    const calls = jobCaller(options.answer, job);
    // One claim per run: a run settles only what it marked "sending".
    const claim = randomUUID();
    const endsAt = Date.now() + runMs;
    let checkedAt = Date.now();
    let inFlightElsewhere = false;
    const items = await store.unsettled(job.id, slice.from, slice.to);
    for (let index = 0; index < items.length; index++) {
      const item = items[index] as JobItem;
      if (Date.now() >= endsAt || options.stopping()) return { done: false, afterSeconds: 0 };
      if (Date.now() - checkedAt >= STATE_EVERY_MS) {
        checkedAt = Date.now();
        if (!(await stillRunning(job))) return { done: true };
      }
      if (item.state === "sending") {
        if (item.age < takeoverSeconds) inFlightElsewhere = true;
        else await store.settleStale(job.id, item.position, takeoverSeconds, CLEAR_LEFT_SENDING);
        continue;
      }
      const run: ItemRun = await runClearItem(item, job, calls, store, claim);
      if (run.wait) {
        const waitMs = run.untilMs - Date.now();
        if (Date.now() + waitMs >= endsAt) {
          return { done: false, afterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        }
        await sleep(Math.max(0, waitMs));
        // The same item again, from the store: it went back to waiting.
        const [again] = await store.unsettled(job.id, item.position, item.position + 1);
        if (again) items[index--] = again;
      }
    }
    // Another run's item may still settle, or be found cut once the takeover time has passed.
    if (inFlightElsewhere) return { done: false, afterSeconds: takeoverSeconds };
    await store.finishIfSettled(job.id);
    return { done: true };
  };
}
