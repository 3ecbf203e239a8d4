import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeJobStore } from "../jobs/test/jobStoreContract.ts";
import { describeRateBudget } from "../jobs/test/rateBudgetContract.ts";
import { describeSessions } from "../signIn/test/sessionsContract.ts";
import { createPostgresSessionStore } from "./postgresSessionStore.ts";
import { openStore, type Store } from "./store.ts";
import { type RealPostgres, realPostgresSkipped, startRealPostgres } from "./test/realPostgres.ts";

// One real PostgreSQL server for the file, shared by its tests.
let postgres: RealPostgres | undefined;
let store: Store;

describe.skipIf(realPostgresSkipped !== null)("the store on a PostgreSQL server", () => {
  beforeAll(async () => {
    postgres = await startRealPostgres();
    store = await openStore({ kind: "postgres", url: postgres.url, retentionDays: 365 });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await postgres?.stop();
  }, 60_000);

  describeSessions("PostgreSQL server", () => createPostgresSessionStore(store.pool));
  describeJobStore("PostgreSQL server", () => store);
  describeRateBudget("PostgreSQL server", () => store);

  it("lets instances starting together migrate once, each finding the schema current", async () => {
    const url = postgres?.url ?? "";
    const others = await Promise.all(
      [1, 2].map(() => openStore({ kind: "postgres", url, retentionDays: 365 })),
    );
    const { rows } = await store.pool.query(
      "SELECT count(*)::int AS applied FROM console_migrations",
    );
    expect(rows[0]).toEqual({ applied: 4 });
    await Promise.all(others.map((other) => other.close()));
  });

  it("rejects a server that does not answer", async () => {
    await expect(
      openStore({
        kind: "postgres",
        url: "postgres://postgres@127.0.0.1:1/postgres",
        retentionDays: 1,
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
