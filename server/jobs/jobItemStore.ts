import type pg from "pg";
import type { JobItemState, JobItemView } from "../../src/api/jobs/types.ts";

/** One line of a job as the runner and the results read it. */
export interface JobItem {
  position: number;
  line: string;
  resolvedId: string | null;
  state: JobItemState;
  status: number | null;
  message: string | null;
  errorCode: string | null;
  attempts: number;
  claim: string | null;
  /** Seconds since the item last changed, by the store's clock (one clock for every instance). */
  age: number;
}

/** How a sent item ended. */
export interface Settled {
  state: "done" | "failed" | "unknown" | "waiting";
  status: number | null;
  message: string | null;
  errorCode: string | null;
}

const ITEM_COLUMNS = `position, line, resolved_id AS "resolvedId", state, status, message,
  error_code AS "errorCode", attempts, claim,
  extract(epoch FROM now() - updated_at)::float8 AS age`;
/** A job's items in the store: what the runner claims and settles, what the results read. */
export function createJobItemStore(pool: pg.Pool) {
  return {
    /** The unsettled items of positions [from, to), in order. */
    async unsettled(id: string, from: number, to: number): Promise<JobItem[]> {
      const { rows } = await pool.query<JobItem>(
        `SELECT ${ITEM_COLUMNS} FROM console_job_items
         WHERE job_id = $1 AND position >= $2 AND position < $3 AND state IN ('waiting', 'sending')
         ORDER BY position`,
        [id, from, to],
      );
      return rows;
    },

    /** The user id a line names, once read (an email's), kept so no later run reads it again. */
    async resolve(id: string, position: number, resolvedId: string): Promise<void> {
      await pool.query(
        `UPDATE console_job_items SET resolved_id = $3, updated_at = now()
         WHERE job_id = $1 AND position = $2 AND state = 'waiting'`,
        [id, position, resolvedId],
      );
    },

    /**
     * Waiting → sending under this run's claim, committed before the write leaves: the
     * positions claimed; another run's (or an earlier one's) are not, and this run sends nothing
     * for them.
     */
    async claim(
      id: string,
      positions: readonly number[],
      claim: string,
      requestId: string,
    ): Promise<number[]> {
      const { rows } = await pool.query<{ position: number }>(
        `UPDATE console_job_items SET state = 'sending', claim = $3, request_id = $4,
           attempts = attempts + 1, updated_at = now()
         WHERE job_id = $1 AND position = ANY($2::int[]) AND state = 'waiting'
         RETURNING position`,
        [id, positions, claim, requestId],
      );
      return rows.map((row) => row.position).sort((a, b) => a - b);
    },

    /**
     * Settles items: from sending under `claim` (a run settles only what it sent), or, with
     * claim null, from waiting (a line that failed before anything was sent for it).
     */
    async settle(
      id: string,
      positions: readonly number[],
      claim: string | null,
      outcome: Settled,
    ): Promise<void> {
      await pool.query(
        `UPDATE console_job_items SET state = $4, status = $5, message = $6, error_code = $7,
           claim = NULL, updated_at = now()
         WHERE job_id = $1 AND position = ANY($2::int[])
           AND (CASE WHEN $3::text IS NULL THEN state = 'waiting'
                     ELSE state = 'sending' AND claim = $3 END)`,
        [id, positions, claim, outcome.state, outcome.status, outcome.message, outcome.errorCode],
      );
    },

    /**
     * An item still "sending" past `staleSeconds` was left by a run that died mid-write (a
     * live run settles within a call's timeout): settled as `outcome`, whatever its claim.
     */
    async settleStale(
      id: string,
      position: number,
      staleSeconds: number,
      outcome: Settled,
    ): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE console_job_items SET state = $4, status = $5, message = $6, error_code = $7,
           claim = NULL, updated_at = now()
         WHERE job_id = $1 AND position = $2 AND state = 'sending'
           AND updated_at < now() - make_interval(secs => $3)`,
        [
          id,
          position,
          staleSeconds,
          outcome.state,
          outcome.status,
          outcome.message,
          outcome.errorCode,
        ],
      );
      return rowCount === 1;
    },

    /** The first `limit` items in any of `states`, in pasted order (the screens' failures). */
    async inStates(
      id: string,
      states: readonly JobItemState[],
      limit: number,
    ): Promise<JobItemView[]> {
      const { rows } = await pool.query<JobItemView>(
        `SELECT position, line, resolved_id AS user_id, state, status, error_code, message
         FROM console_job_items WHERE job_id = $1 AND state = ANY($2::text[])
         ORDER BY array_position($2::text[], state), position LIMIT $3`,
        [id, states, limit],
      );
      return rows;
    },

    /** Every item in order, `size` at a time, for the results CSV. */
    async *items(id: string, size = 1000): AsyncGenerator<JobItem[]> {
      let from = 0;
      for (;;) {
        const { rows } = await pool.query<JobItem>(
          `SELECT ${ITEM_COLUMNS} FROM console_job_items
           WHERE job_id = $1 AND position >= $2 ORDER BY position LIMIT $3`,
          [id, from, size],
        );
        if (rows.length === 0) return;
        yield rows;
        from = (rows.at(-1)?.position ?? from) + 1;
      }
    },
  };
}
