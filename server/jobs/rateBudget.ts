import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Pool } from "pg";
import { answerBucket, callCharges, GLOBAL_BUCKET } from "./rateBuckets.ts";
import { ENSURE_SQL, FINISH_SQL, OBSERVE_SQL, TAKE_SQL } from "./rateBudgetSql.ts";

/** The `X-RateLimit-*` figures of one answer, or undefined when any is missing or malformed. */
function rateFigures(headers: Record<string, string>) {
  const figure = (name: string) => {
    const value = headers[name]?.trim();
    return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
  };
  const limit = figure("x-ratelimit-limit");
  const remaining = figure("x-ratelimit-remaining");
  const reset = figure("x-ratelimit-reset");
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  // The size is a column of integers; a tenant naming more is not one this budget can keep.
  if (limit > 2 ** 31 - 1) return undefined;
  return { limit, remaining, reset };
}

const DEADLOCK = "40P01";

/**
 * The tenant's rate budget, one for every instance on the store (table console_rate_budgets,
 * statements in rateBudgetSql.ts): every answer of the proxy (a person's request or a job's)
 * re-anchors its bucket's row to the tenant's own `X-RateLimit-*` figures, which count the one
 * credential every instance sends with. A job's call takes its turn from the rows of every bucket
 * it draws from in one statement, which leaves a tenth of each bucket to people and counts every
 * instance's calls in flight; people's requests never wait on it. `tenant` names the credential
 * (the tenant URL and client id) whose buckets these are.
 */
export function createRateBudget(pool: Pool, tenant: string, onError: (error: unknown) => void) {
  /** Rows this process made sure of, so a turn or an answer is one statement. */
  const known = new Set<string>();
  async function ensure(buckets: readonly string[]): Promise<void> {
    const missing = buckets.filter((bucket) => !known.has(bucket));
    if (missing.length === 0) return;
    await pool.query(ENSURE_SQL, [tenant, missing]);
    for (const bucket of missing) known.add(bucket);
  }
  /** This instance's answers, in the order they came: a later Remaining is never overwritten. */
  let observing: Promise<void> = Promise.resolve();

  return {
    /**
     * Every answer from the tenant, whoever asked: `path` is below /api/v2. Nobody waits for
     * it (the promise is for tests); a failure goes to `onError`.
     */
    observe(headers: Record<string, string>, method: string, path: string): Promise<void> {
      const figures = rateFigures(headers);
      if (!figures) return observing;
      const bucket = answerBucket(method, path);
      observing = observing
        .then(async () => {
          await ensure([GLOBAL_BUCKET, bucket]);
          await pool.query({
            name: "budget-observe",
            text: OBSERVE_SQL,
            values: [tenant, bucket, figures.limit, figures.remaining, figures.reset],
          });
        })
        .catch(onError);
      return observing;
    },
    /**
     * Waits until a job's call of `method path` may leave; call the returned function once it
     * is answered (after the proxy has observed the answer).
     */
    async turn(method: string, path: string): Promise<() => void> {
      const charges = callCharges(method, path);
      const buckets = [...charges.keys()];
      const counts = [...charges.values()];
      const id = randomUUID();
      await ensure(buckets);
      for (;;) {
        let waitMs: number;
        try {
          const { rows } = await pool.query<{ wait_ms: number; found: number }>({
            name: "budget-take",
            text: TAKE_SQL,
            values: [tenant, buckets, counts, id],
          });
          const [row] = rows;
          if (row && row.found < buckets.length) {
            // A row went missing (the table emptied by hand): made again, and the turn asked again.
            for (const bucket of buckets) known.delete(bucket);
            await ensure(buckets);
            continue;
          }
          waitMs = row?.wait_ms ?? 0;
        } catch (error) {
          // Another statement held the rows in the other order: ask again.
          if ((error as { code?: unknown }).code === DEADLOCK) continue;
          throw error;
        }
        if (waitMs <= 0) break;
        await sleep(waitMs);
      }
      let finished = false;
      return () => {
        if (finished) return;
        finished = true;
        // After this instance's answers so far: the fresh Remaining lands before the call
        // stops counting as in flight, or another turn would spend its token twice.
        observing = observing
          .then(() =>
            pool.query({ name: "budget-finish", text: FINISH_SQL, values: [tenant, buckets, id] }),
          )
          .then(() => {}, onError);
      };
    },
  };
}

export type RateBudget = ReturnType<typeof createRateBudget>;
