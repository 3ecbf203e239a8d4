import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHistoryReads } from "../history/test/historyReadsContract.ts";
import { describeJobStore } from "../jobs/test/jobStoreContract.ts";
import { describeRateBudget } from "../jobs/test/rateBudgetContract.ts";
import { describeSessions } from "../signIn/test/sessionsContract.ts";
import { createPostgresSessionStore } from "./postgresSessionStore.ts";
import { openStore, type Store } from "./store.ts";

// One embedded server for the file: its first start (initdb) takes seconds.
let parent = "";
let store: Store;
const settings = () => ({
  kind: "embedded" as const,
  dataDir: join(parent, "data"),
  retentionDays: 30,
});

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), "console-store-"));
  await chmod(parent, 0o755);
  store = await openStore(settings());
}, 120_000);

afterAll(async () => {
  await store?.close();
  await rm(parent, { recursive: true, force: true });
}, 60_000);

describeSessions("embedded store", () => createPostgresSessionStore(store.pool));

describe("the embedded store", () => {
  it("keeps its sessions across a restart, and applies each migration once", async () => {
    const record = {
      key: "k".repeat(43),
      operator: { sub: "s", email: null, name: "Ann", role: "administrator" as const },
      createdAt: 1,
      lastSeenAt: 2,
      expiresAt: Date.UTC(2100, 0, 1),
    };
    await store.sessions.createSession(record);
    await store.close();
    store = await openStore(settings());
    expect(await store.sessions.findSession(record.key)).toEqual(record);
    const { rows } = await store.pool.query("SELECT name FROM console_migrations");
    expect(rows.map((row) => row.name)).toEqual([
      "1764400000000_sessions-and-audit",
      "1764500000000_history-reads",
      "1764600000000_jobs",
      "1764700000000_rate-budgets",
    ]);
  }, 60_000);

  it("closes once: a second close waits for the server to have stopped, never ends sooner", async () => {
    const first = store.close();
    await store.close();
    expect(existsSync(join(settings().dataDir, "postmaster.pid"))).toBe(false);
    await first;
    store = await openStore(settings());
  }, 60_000);

  it("deletes audit entries past the retention, and only those", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const insert =
      "INSERT INTO console_audit_entries (at, operation, request_id) VALUES ($1, 'x', $2)";
    await store.pool.query(insert, [new Date("2026-04-30T00:00:00Z"), "old"]);
    await store.pool.query(insert, [new Date("2026-05-03T00:00:00Z"), "kept"]);
    expect(await store.deleteOldAuditEntries(now)).toBe(1);
    const { rows } = await store.pool.query("SELECT request_id FROM console_audit_entries");
    expect(rows).toEqual([{ request_id: "kept" }]);
  });
});

describeHistoryReads("embedded store", () => store);
describeJobStore("embedded store", () => store);
describeRateBudget("embedded store", () => store);
