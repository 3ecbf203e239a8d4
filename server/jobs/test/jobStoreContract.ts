import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Store } from "../../store/store.ts";

const SUPPORT = { sub: "s-1", email: "sam@example.com", name: "Sam", role: "support" as const };
const LEFT = {
  state: "unknown" as const,
  status: null,
  message: "cut",
  errorCode: "outcome_unknown",
};

/**
 * What the job runner relies on of the store's SQL (server/jobs/jobStore.ts), on any
 * PostgreSQL: one run claims an item, only its claim settles it, a dead run's "sending" item is
 * found only once it is older than the takeover time, and a job finishes when nothing waits.
 */
export function describeJobStore(name: string, open: () => Store) {
  describe(`the job store (${name})`, () => {
    it("lets one run claim an item, and only that run settle it", async () => {
      const jobs = open().jobs;
      const id = randomUUID();
      const lines = ["auth0|a", "auth0|b", "ann@example.com"];
      await jobs.create(
        id,
        {
          kind: "clear-risk-assessments",
          organizationId: null,
          connection: null,
          reason: "T-1",
          lines,
        },
        SUPPORT,
      );
      expect(await jobs.moveState(id, ["queued"], "running")).toBe(true);
      expect(await jobs.claim(id, [0, 1], "run-1", "r1")).toEqual([0, 1]);
      expect(await jobs.claim(id, [1, 2], "run-2", "r2")).toEqual([2]);
      const done = { state: "done" as const, status: 204, message: null, errorCode: null };
      await jobs.settle(id, [0, 1], "run-2", done);
      await jobs.settle(id, [0], "run-1", done);
      expect((await jobs.view(id))?.counts).toEqual({
        total: 3,
        done: 1,
        already: 0,
        failed: 0,
        unknown: 0,
        waiting: 2,
      });
      expect(await jobs.finishIfSettled(id)).toBe(false);

      // Item 1 was cut mid-write: not while a live run may still answer, then once.
      expect(await jobs.settleStale(id, 1, 60, LEFT)).toBe(false);
      await open().pool.query(
        "UPDATE console_job_items SET updated_at = now() - interval '2 minutes' WHERE job_id = $1 AND position = 1",
        [id],
      );
      expect((await jobs.unsettled(id, 1, 2))[0]).toMatchObject({
        state: "sending",
        claim: "run-1",
      });
      expect(await jobs.settleStale(id, 1, 60, LEFT)).toBe(true);
      expect(await jobs.settleStale(id, 1, 60, LEFT)).toBe(false);
      await jobs.settle(id, [2], "run-2", {
        ...done,
        state: "failed",
        status: 404,
        message: "gone",
      });
      expect(await jobs.finishIfSettled(id)).toBe(true);
      expect(await jobs.view(id)).toMatchObject({
        state: "finished",
        reason: "T-1",
        started_by: { email: "sam@example.com", name: "Sam", role: "support" },
        counts: { total: 3, done: 1, already: 0, failed: 1, unknown: 1, waiting: 0 },
        finished_at: expect.any(String),
      });
      const batches = [];
      for await (const batch of jobs.items(id, 2)) batches.push(batch.map((item) => item.state));
      expect(batches).toEqual([["done", "unknown"], ["failed"]]);
    });
  });
}
