import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { JobKind } from "../../src/api/jobs/types.ts";
import type { ProxyAnswer, ProxyCall } from "../proxy/proxy.ts";
import { recheckClear, runClearItems } from "./clearItem.ts";
import type { ItemRun } from "./itemRun.ts";
import { type JobCaller, jobCaller } from "./jobCalls.ts";
import type { JobItem } from "./jobItemStore.ts";
import type { Slice, SliceOutcome } from "./jobQueue.ts";
import type { JobFacts, JobStore } from "./jobStore.ts";
import { MEMBERS_PER_REQUEST, recheckMember, runMemberItems } from "./memberItems.ts";
import type { RateBudget } from "./rateBudget.ts";

interface SliceRunnerOptions {
  store: JobStore;
  /** The proxy's own handler (proxy.ts `answer`). */
  answer: (call: ProxyCall) => Promise<ProxyAnswer>;
  /** The tenant's rate budget, fed by every answer of the proxy (rateBudget.ts). */
  budget: RateBudget;
  /** The queue's expiry (jobQueue.ts): a run hands its slice back well within it. */
  takeoverSeconds: number;
  /** Shutdown: runs hand their slices back after the items in hand. */
  stopping(): boolean;
}

/** How a kind of job sends its items, and re-checks one a dead run left "sending". */
interface KindRunner {
  /** Items one request carries. */
  perRequest: number;
  run(
    items: readonly JobItem[],
    job: JobFacts,
    calls: JobCaller,
    store: JobStore,
    claim: string,
  ): Promise<ItemRun>;
  recheck(
    item: JobItem,
    job: JobFacts,
    calls: JobCaller,
    store: JobStore,
    staleSeconds: number,
  ): Promise<ItemRun>;
}

const KINDS: Record<JobKind, KindRunner> = {
  "clear-risk-assessments": { perRequest: 1, run: runClearItems, recheck: recheckClear },
  "add-organization-members": {
    perRequest: MEMBERS_PER_REQUEST,
    run: runMemberItems,
    recheck: recheckMember,
  },
};

/** How often a run reads its job's state again, to see a pause or a cancel. */
const STATE_EVERY_MS = 1_000;

/**
 * Runs one slice of a job: its unsettled items in order until they are settled, the job is
 * paused or cancelled, or the run's time is up (a quarter of the takeover time, so it hands the
 * slice back long before the queue would take it away). An item another run left "sending"
 * longer ago than the takeover time was cut by that run's death: re-checked, never resent
 * unseen.
 */
export function createSliceRunner(options: SliceRunnerOptions) {
  const { store, takeoverSeconds } = options;
  const runMs = (takeoverSeconds * 1000) / 4;

  return async (slice: Slice): Promise<SliceOutcome> => {
    const job = await store.facts(slice.jobId);
    // A paused job's slices end here; resume queues them again.
    if (!job || job.state === "finished" || job.state === "cancelled" || job.state === "paused") {
      return { done: true };
    }
    if (job.state === "queued") await store.moveState(job.id, ["queued"], "running");
    const kind = KINDS[job.kind];
    const calls = jobCaller(options.answer, options.budget, job);
    // One claim per run: a run settles only what it marked "sending".
    const claim = randomUUID();
    const endsAt = Date.now() + runMs;
    let checkedAt = Date.now();
    let inFlightElsewhere = false;
    const items = await store.unsettled(job.id, slice.from, slice.to);
    let index = 0;
    while (index < items.length) {
      if (Date.now() >= endsAt || options.stopping()) return { done: false, afterSeconds: 0 };
      if (Date.now() - checkedAt >= STATE_EVERY_MS) {
        checkedAt = Date.now();
        if ((await store.facts(job.id))?.state !== "running") return { done: true };
      }
      const first = items[index] as JobItem;
      let unit: JobItem[] = [first];
      let run: ItemRun;
      if (first.state === "sending") {
        index++;
        if (first.age < takeoverSeconds) {
          inFlightElsewhere = true;
          continue;
        }
        run = await kind.recheck(first, job, calls, store, takeoverSeconds);
      } else {
        unit = [];
        while (unit.length < kind.perRequest && items[index]?.state === "waiting") {
          unit.push(items[index++] as JobItem);
        }
        run = await kind.run(unit, job, calls, store, claim);
      }
      if (!run.wait) continue;
      const waitMs = run.untilMs - Date.now();
      if (Date.now() + waitMs >= endsAt) {
        return { done: false, afterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      await sleep(Math.max(0, waitMs));
      // The same items again, as the store has them now (back to waiting, or settled).
      const from = unit[0]?.position ?? 0;
      const again = await store.unsettled(job.id, from, (unit.at(-1)?.position ?? from) + 1);
      index -= unit.length;
      items.splice(index, unit.length, ...again);
    }
    // Another run's items may still settle, or be found cut once the takeover time has passed.
    if (inFlightElsewhere) return { done: false, afterSeconds: takeoverSeconds };
    await store.finishIfSettled(job.id);
    return { done: true };
  };
}
