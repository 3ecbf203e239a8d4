import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Store } from "../../store/store.ts";
import { callCharges } from "../rateBuckets.ts";
import { createRateBudget } from "../rateBudget.ts";
import { ENSURE_SQL, TAKE_SQL } from "../rateBudgetSql.ts";

const CLEAR = ["POST", "/users/auth0%7Ca/risk-assessments/clear"] as const;
const ADD_MEMBERS = ["POST", "/organizations/org_0123456789abcdef/members"] as const;

function figures(limit: number, remaining: number, resetInSeconds = 60) {
  return {
    "x-ratelimit-limit": String(limit),
    "x-ratelimit-remaining": String(remaining),
    "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + resetInSeconds),
  };
}

/** One take of a job's call of `method path`, as rateBudget.ts makes it: true when taken. */
async function take(pool: pg.Pool, tenant: string, [method, path]: readonly [string, string]) {
  const charges = callCharges(method, path);
  await pool.query(ENSURE_SQL, [tenant, [...charges.keys()]]);
  const { rows } = await pool.query<{ wait_ms: number }>(TAKE_SQL, [
    tenant,
    [...charges.keys()],
    [...charges.values()],
    randomUUID(),
  ]);
  return rows[0]?.wait_ms === 0;
}

/**
 * What the jobs rely on of the rate budget's SQL (server/jobs/rateBudgetSql.ts), on any
 * PostgreSQL: instances taking turns from one row never spend more than the bucket holds less
 * people's share, a bucket of its own paces the calls it meters and no other, and a dead
 * instance's calls stop holding the budget.
 */
export function describeRateBudget(name: string, open: () => Store) {
  describe(`the rate budget (${name})`, () => {
    const fail = (error: unknown) => {
      throw error;
    };

    it("lets two instances together take what the bucket holds less people's tenth, no more", async () => {
      const store = open();
      // A second instance: its own pool of connections to the same database.
      const other = new pg.Pool({ ...store.pool.options, max: 5 });
      try {
        const tenant = randomUUID();
        // A full bucket of 20 that refills nothing the budget can measure yet.
        await createRateBudget(store.budgetPool, tenant, fail).observe(figures(20, 20), ...CLEAR);
        const taken = await Promise.all(
          Array.from({ length: 30 }, (_, n) => take(n % 2 ? other : store.pool, tenant, CLEAR)),
        );
        // 1 for the call + 2 kept for people + those in flight ≤ 20.
        expect(taken.filter(Boolean)).toHaveLength(18);
      } finally {
        await other.end();
      }
    });

    it("paces a members' write by its own bucket and the tenant-wide one, a clear by the tenant-wide only", async () => {
      const store = open();
      const tenant = randomUUID();
      const budget = createRateBudget(store.budgetPool, tenant, fail);
      await budget.observe(figures(120, 120), "GET", "/users/auth0%7Ca/organizations");
      // The members' write answers with its own, nearly spent, bucket: the tenant-wide row keeps
      // its own figures and counts the call.
      await budget.observe(figures(20, 3), ...ADD_MEMBERS);
      const { rows } = await store.pool.query(
        "SELECT bucket, size, remaining, answers FROM console_rate_budgets WHERE tenant = $1 ORDER BY bucket",
        [tenant],
      );
      expect(rows).toEqual([
        { bucket: "global", size: 120, remaining: 120, answers: "2" },
        { bucket: "writeMembers", size: 20, remaining: 3, answers: "1" },
      ]);
      // 1 + 2 kept for people ≤ 3 once, then no more; the clear is not held by it.
      expect(await take(store.pool, tenant, ADD_MEMBERS)).toBe(true);
      expect(await take(store.pool, tenant, ADD_MEMBERS)).toBe(false);
      expect(await take(store.pool, tenant, CLEAR)).toBe(true);
    });

    it("stops counting a call in flight once its instance is long gone, or once answered", async () => {
      const store = open();
      const tenant = randomUUID();
      const budget = createRateBudget(store.budgetPool, tenant, fail);
      await budget.observe(figures(10, 10), ...CLEAR);
      // 9 in flight: another would need 1 + 1 kept for people + 9 > 10.
      const turns = await Promise.all(Array.from({ length: 9 }, () => budget.turn(...CLEAR)));
      expect(await take(store.pool, tenant, CLEAR)).toBe(false);
      turns[0]?.();
      await budget.observe(figures(10, 10), ...CLEAR);
      expect(await take(store.pool, tenant, CLEAR)).toBe(true);
      await store.pool.query(
        `UPDATE console_rate_budgets SET in_flight = (
           SELECT jsonb_object_agg(key, jsonb_build_array(0, value->1)) FROM jsonb_each(in_flight)
         ) WHERE tenant = $1`,
        [tenant],
      );
      expect(await take(store.pool, tenant, CLEAR)).toBe(true);
    });

    it("lets one call ask how things stand when calls left in flight and no answer hold it", async () => {
      const store = open();
      const tenant = randomUUID();
      const budget = createRateBudget(store.budgetPool, tenant, fail);
      // A bucket of 2 with both calls in flight on an instance that then died, 10 s ago.
      await budget.observe(figures(2, 2), ...CLEAR);
      await Promise.all([budget.turn(...CLEAR), budget.turn(...CLEAR)]);
      expect(await take(store.pool, tenant, CLEAR)).toBe(false);
      await store.pool.query(
        `UPDATE console_rate_budgets SET anchored_at = now() - interval '10 seconds',
           in_flight = (SELECT jsonb_object_agg(key, jsonb_build_array(
             extract(epoch FROM now())::float8 - 10, value->1)) FROM jsonb_each(in_flight))
         WHERE tenant = $1`,
        [tenant],
      );
      // One asks; the next waits for its answer rather than all going at once.
      expect(await take(store.pool, tenant, CLEAR)).toBe(true);
      expect(await take(store.pool, tenant, CLEAR)).toBe(false);
    });
  });
}
