import pg from "pg";
import { createHistoryReads, type HistoryReads } from "../history/reads.ts";
import { createJobStore, type JobStore } from "../jobs/jobStore.ts";
import type { SessionStore } from "../signIn/sessionStore.ts";
import { type AuditStore, createAuditEntryStore } from "./auditEntries.ts";
import { embeddedBinDir } from "./embeddedBinaries.ts";
import { migrate } from "./migrate.ts";
import { type PostgresServer, startPostgresServer } from "./postgresServer.ts";
import { createPostgresSessionStore } from "./postgresSessionStore.ts";
import type { StoreSettings } from "./storeSettings.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's store: one PostgreSQL database, the embedded server's or a configured one,
 * reached the same way (`pg`), with the same migrations and the same SQL (decision 024).
 */
export interface Store {
  kind: StoreSettings["kind"];
  pool: pg.Pool;
  sessions: SessionStore;
  /** Where the proxy keeps an audit entry per write (issue 38 item 2). */
  auditEntries: AuditStore;
  /** What history, team Activity and Recently deleted read of them (issue 38 items 3–6). */
  history: HistoryReads;
  /** Server jobs and their items (decision 029). */
  jobs: JobStore;
  /**
   * The tenant's shared rate budget's own connections (server/jobs/rateBudget.ts): a statement
   * per answer and per job call, committed without waiting for the disk, since a row lost to a
   * crash only misjudges a bucket until the next answer (decision 029, amendment).
   */
  budgetPool: pg.Pool;
  /** Deletes audit entries older than the retention; returns how many went. */
  deleteOldAuditEntries(now?: Date): Promise<number>;
  close(): Promise<void>;
}

/**
 * Opens the store and applies its migrations; rejects (and leaves nothing running) when either
 * fails, so the caller can end the start with one line.
 */
export async function openStore(settings: StoreSettings): Promise<Store> {
  let server: PostgresServer | null = null;
  let config: pg.PoolConfig;
  if (settings.kind === "embedded") {
    server = await startPostgresServer({
      binDir: await embeddedBinDir(),
      dataDir: settings.dataDir,
      port: null,
    });
    config = server.connection;
  } else {
    config = { connectionString: settings.url };
  }
  // A server that never answers must fail the start, not hang it.
  const pool = new pg.Pool({ ...config, max: 5, connectionTimeoutMillis: 10_000 });
  const budgetPool = new pg.Pool({
    ...config,
    max: 2,
    connectionTimeoutMillis: 10_000,
    options: "-c synchronous_commit=off",
  });
  // An idle client's lost connection is reported here; without a listener it would end the process.
  pool.on("error", () => {});
  budgetPool.on("error", () => {});
  // Once: a second call (serve's shutdown has two paths) waits for the first, so the process
  // never ends while the embedded server is still stopping and writing to its folder.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await Promise.all([pool.end(), budgetPool.end()]);
      await server?.stop();
    })();
    return closing;
  };
  try {
    await migrate(pool);
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return {
    kind: settings.kind,
    pool,
    sessions: createPostgresSessionStore(pool),
    auditEntries: createAuditEntryStore(pool),
    history: createHistoryReads(pool),
    jobs: createJobStore(pool),
    budgetPool,
    async deleteOldAuditEntries(now = new Date()) {
      const cutoff = new Date(now.getTime() - settings.retentionDays * DAY_MS);
      const { rowCount } = await pool.query("DELETE FROM console_audit_entries WHERE at < $1", [
        cutoff,
      ]);
      return rowCount ?? 0;
    },
    close,
  };
}
