import type pg from "pg";
import type {
  JobCounts,
  JobItemState,
  JobKind,
  JobState,
  JobView,
} from "../../src/api/jobs/types.ts";
import type { AuditOperator } from "../proxy/auditLog.ts";
import { createJobItemStore } from "./jobItemStore.ts";

/** A job as POST /__console/jobs checked it (jobInput.ts). */
export interface NewJob {
  kind: JobKind;
  organizationId: string | null;
  connection: string | null;
  reason: string | null;
  lines: readonly string[];
}

/** What the runner needs of a job to send its items. */
export interface JobFacts {
  id: string;
  kind: JobKind;
  state: JobState;
  organizationId: string | null;
  connection: string | null;
  reason: string | null;
  startedBy: AuditOperator | null;
}

const JOB_COLUMNS = `id, kind, state, organization_id, connection, reason, started_by_sub,
  started_by_email, started_by_name, started_by_role, created_at, started_at, finished_at, total`;

interface JobRow {
  id: string;
  kind: JobKind;
  state: JobState;
  organization_id: string | null;
  connection: string | null;
  reason: string | null;
  started_by_sub: string | null;
  started_by_email: string | null;
  started_by_name: string | null;
  started_by_role: AuditOperator["role"];
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  total: number;
}

function factsOf(row: JobRow): JobFacts {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    organizationId: row.organization_id,
    connection: row.connection,
    reason: row.reason,
    startedBy:
      row.started_by_sub === null
        ? null
        : {
            sub: row.started_by_sub,
            email: row.started_by_email,
            name: row.started_by_name,
            role: row.started_by_role,
          },
  };
}

function viewOf(row: JobRow, counts: JobCounts): JobView {
  const facts = factsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    organization_id: row.organization_id,
    connection: row.connection,
    reason: row.reason,
    counts,
    started_by: facts.startedBy && {
      email: facts.startedBy.email,
      name: facts.startedBy.name,
      role: facts.startedBy.role,
    },
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** The console's jobs and their items in the store (migration 1764600000000_jobs.sql). */
export function createJobStore(pool: pg.Pool) {
  async function counts(ids: readonly string[]): Promise<Map<string, JobCounts>> {
    const { rows } = await pool.query<{
      job_id: string;
      state: JobItemState;
      already: boolean;
      n: number;
    }>(
      `SELECT job_id, state, coalesce(error_code = 'already_member', false) AS already,
              count(*)::int AS n
       FROM console_job_items WHERE job_id = ANY($1::uuid[]) GROUP BY 1, 2, 3`,
      [ids],
    );
    const byJob = new Map<string, JobCounts>();
    for (const row of rows) {
      const tally = byJob.get(row.job_id) ?? {
        total: 0,
        done: 0,
        already: 0,
        failed: 0,
        unknown: 0,
        waiting: 0,
      };
      tally.total += row.n;
      if (row.state === "sending") tally.waiting += row.n;
      else if (row.already && row.state === "done") tally.already += row.n;
      else tally[row.state] += row.n;
      byJob.set(row.job_id, tally);
    }
    return byJob;
  }

  async function views(rows: JobRow[]): Promise<JobView[]> {
    const tallies = await counts(rows.map((row) => row.id));
    return rows.map((row) =>
      viewOf(
        row,
        tallies.get(row.id) ?? {
          total: row.total,
          done: 0,
          already: 0,
          failed: 0,
          unknown: 0,
          waiting: 0,
        },
      ),
    );
  }

  return {
    ...createJobItemStore(pool),
    /**
     * The job and its items in one transaction, with `alongside` (its slices queued) in it too:
     * a job is never seen without its lines, nor kept without its slices.
     */
    async create(
      id: string,
      job: NewJob,
      startedBy: AuditOperator | null,
      alongside: (client: pg.PoolClient) => Promise<void> = async () => {},
    ): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query(
          `INSERT INTO console_jobs (id, kind, organization_id, connection, reason, started_by_sub,
             started_by_email, started_by_name, started_by_role, total)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            id,
            job.kind,
            job.organizationId,
            job.connection,
            job.reason,
            startedBy?.sub ?? null,
            startedBy?.email ?? null,
            startedBy?.name ?? null,
            startedBy?.role ?? null,
            job.lines.length,
          ],
        );
        await client.query(
          `INSERT INTO console_job_items (job_id, position, line)
           SELECT $1, ordinality - 1, line FROM unnest($2::text[]) WITH ORDINALITY AS t(line)`,
          [id, job.lines],
        );
        await alongside(client);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async facts(id: string): Promise<JobFacts | null> {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM console_jobs WHERE id = $1`,
        [id],
      );
      return rows[0] ? factsOf(rows[0]) : null;
    },

    async view(id: string): Promise<JobView | null> {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM console_jobs WHERE id = $1`,
        [id],
      );
      return (await views(rows))[0] ?? null;
    },

    /** The newest jobs first. */
    async list(limit: number): Promise<JobView[]> {
      const { rows } = await pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM console_jobs ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return views(rows);
    },

    /** Moves the job from one of `from` to `to`; false when it was in none of them. */
    async moveState(id: string, from: readonly JobState[], to: JobState): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE console_jobs SET state = $3,
           started_at = CASE WHEN $3 = 'running' THEN coalesce(started_at, now()) ELSE started_at END,
           finished_at = CASE WHEN $3 IN ('finished', 'cancelled') THEN now() ELSE finished_at END
         WHERE id = $1 AND state = ANY($2::text[])`,
        [id, from, to],
      );
      return rowCount === 1;
    },

    /** A running job none of whose items waits or is in flight is finished. */
    async finishIfSettled(id: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE console_jobs SET state = 'finished', finished_at = now()
         WHERE id = $1 AND state = 'running' AND NOT EXISTS (
           SELECT 1 FROM console_job_items WHERE job_id = $1 AND state IN ('waiting', 'sending'))`,
        [id],
      );
      return rowCount === 1;
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
