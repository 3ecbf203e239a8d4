import type pg from "pg";
import PgBoss from "pg-boss";

/** One slice of one job: the items at positions [from, to). */
export interface Slice {
  jobId: string;
  from: number;
  to: number;
}

/** What a slice's run says: finished its range, or to be run again after `afterSeconds`. */
export type SliceOutcome = { done: true } | { done: false; afterSeconds: number };

const QUEUE = "console-job-slices";

/** Items a slice covers: 100 clears, or ten requests of ten members. */
const SLICE_ITEMS = 100;

interface JobQueueOptions {
  pool: pg.Pool;
  /**
   * How long a slice may stay with an instance that has gone quiet before another takes it over
   * (pg-boss's expiry, decision 029). A live run hands its slice back well before then.
   */
  takeoverSeconds: number;
  /** Slices this instance runs at once. */
  concurrency: number;
  onError(error: Error): void;
}

export interface JobQueue {
  /**
   * Queues every slice of a job of `total` items, in `client`'s transaction when given (then
   * `wake` this instance's workers once it is committed).
   */
  enqueue(jobId: string, total: number, client?: pg.PoolClient): Promise<void>;
  /** This instance's idle workers look for slices now rather than at their next poll. */
  wake(): void;
  /** Runs slices on this instance, as many at once as `concurrency`. */
  work(run: (slice: Slice) => Promise<SliceOutcome>): Promise<void>;
  /** Stops taking slices; those running end as their runs return. */
  stop(): Promise<void>;
}

function slicesOf(jobId: string, total: number): Slice[] {
  const slices: Slice[] = [];
  for (let from = 0; from < total; from += SLICE_ITEMS) {
    slices.push({ jobId, from, to: Math.min(total, from + SLICE_ITEMS) });
  }
  return slices;
}

/**
 * The jobs' queue: pg-boss 10 in the store's own database (schema `pgboss`, which it creates and
 * migrates itself), through the store's pool. It says which slice of which job runs where, and
 * hands a slice whose instance died to another once its expiry has passed (decision 029).
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { pool, takeoverSeconds } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    // Expired slices are failed (and so retried) by the maintenance run of whichever instance
    // gets to it first: a quarter of the expiry keeps a dead instance's slice waiting at most
    // 1.25 times as long.
    maintenanceIntervalSeconds: Math.max(1, Math.floor(takeoverSeconds / 4)),
    schedule: false,
  });
  boss.on("error", options.onError);
  const queue = {
    name: QUEUE,
    expireInSeconds: takeoverSeconds,
    // A slice is retried whenever its instance died or its run threw (the store was away):
    // its items say what is left, so a retry never repeats a settled one.
    retryLimit: 1_000_000,
    retryDelay: 1,
  };
  // Instances starting together deadlocked in pg-boss's schema and queue creation: one at a
  // time, as the migrations are (store/migrate.ts).
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('console-job-queue'))");
    await boss.start();
    if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE, queue);
    await boss.updateQueue(QUEUE, queue);
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('console-job-queue'))").catch(() => {});
    client.release();
  }
  const workers: string[] = [];
  const wake = () => {
    for (const id of workers) boss.notifyWorker(id);
  };

  return {
    async enqueue(jobId, total, client) {
      const slices = slicesOf(jobId, total).map((data) => ({ name: QUEUE, data }));
      if (client) {
        await boss.insert(slices, {
          db: { executeSql: (text, values) => client.query(text, values) },
        });
        return;
      }
      await boss.insert(slices);
      wake();
    },
    wake,
    async work(run) {
      for (let n = 0; n < options.concurrency; n++) {
        const id = await boss.work<Slice>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (!job) return;
            const outcome = await run(job.data);
            // The slice goes back to the queue as a new one; this one completes.
            if (!outcome.done) {
              await boss.send(QUEUE, job.data, { startAfter: outcome.afterSeconds });
            }
          },
        );
        workers.push(id);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
    },
  };
}
