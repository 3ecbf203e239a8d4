import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "../src/api/jobs/types.ts";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEED_FACTS, STAFF_USER_IDS } from "../tenant/index.ts";
import {
  type RealPostgres,
  realPostgresSkipped,
  startRealPostgres,
} from "./store/test/realPostgres.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { failedStart, fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";
import { signedInServeEnv, signInThroughTenant } from "./test/tenantSignIn.ts";

/**
 * Issue 38: `npm run serve` instances on one PostgreSQL server share who is signed in, and the
 * history of what was written through each.
 */
let dist: string;

beforeAll(async () => {
  dist = await fakeDist();
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

function me(serve: ServeProcess, cookie: string) {
  return rawRequest(serve.url, {
    path: "/__console/me",
    headers: { cookie, "sec-fetch-site": "same-origin", origin: serve.url },
  });
}

it("ends the start with one line and exit 1 when the configured store cannot be opened", async () => {
  const failed = await failedStart(
    { CONSOLE_DATABASE_URL: "postgres://postgres@127.0.0.1:1/postgres" },
    ["--dist", dist],
  );
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(
    /^npm run serve: the store at CONSOLE_DATABASE_URL could not be opened: .*ECONNREFUSED.*\n$/,
  );
});

describe.skipIf(realPostgresSkipped !== null)("two instances on one PostgreSQL server", () => {
  let postgres: RealPostgres;
  let tenant: RunningTenant;
  let first: ServeProcess;
  let second: ServeProcess;

  beforeAll(async () => {
    [postgres, tenant] = await Promise.all([
      startRealPostgres(),
      createTenant({ testControl: true }).listen(0),
    ]);
    // People's requests here are not what is measured: the job's test sets a small bucket.
    await tenantControl(tenant.url).rateLimit({ capacity: 100_000, refillPerSecond: 100_000 });
    const env = signedInServeEnv(tenant, { CONSOLE_DATABASE_URL: postgres.url });
    // Started together, as a deployment's replicas are: both migrate the same empty database.
    [first, second] = await Promise.all([
      startServe(env, ["--dist", dist]),
      startServe(env, ["--dist", dist]),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await tenant?.close();
    await postgres?.stop();
  }, 60_000);

  it("answers /__console/me on one for a person signed in through the other, until sign-out", async () => {
    const { cookie } = await signInThroughTenant(first.url, "support@console.local");
    const there = await me(second, cookie);
    expect(there.status).toBe(200);
    expect(JSON.parse(there.text)).toMatchObject({ email: "support@console.local" });
    const setup = await rawRequest(second.url, { path: "/__console/setup" });
    expect(JSON.parse(setup.text)).toMatchObject({ store: "postgres" });
    const signOut = await rawRequest(second.url, {
      method: "POST",
      path: "/__console/sign-out",
      headers: { cookie, "sec-fetch-site": "same-origin", origin: second.url },
    });
    expect(signOut.status).toBeLessThan(400);
    expect((await me(first, cookie)).status).toBe(401);
  });

  it("answers on one the history of a write made through the other", async () => {
    const { cookie } = await signInThroughTenant(first.url, "admin@console.local");
    const org = SEED_FACTS.emptyOrganization.id;
    const own = (serve: ServeProcess) => ({
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
    });
    const written = await rawRequest(first.url, {
      method: "PATCH",
      path: `/api/v2/organizations/${org}`,
      headers: {
        ...own(first),
        "content-type": "application/json",
        "x-console-reason": "SHARED-1",
      },
      body: '{"display_name":"Globex Shared"}',
    });
    expect(written.status, written.text).toBe(200);
    await expect
      .poll(async () => {
        const history = await rawRequest(second.url, {
          path: `/__console/history?type=organization&id=${org}`,
          headers: own(second),
        });
        return JSON.parse(history.text).entries?.[0];
      })
      .toMatchObject({
        requestId: written.headers["x-request-id"],
        reason: "SHARED-1",
        changes: [{ field: ["display_name"], after: "Globex Shared" }],
      });
  });

  it("runs one job on both, each item sent by one instance only, within one small bucket", async () => {
    const { cookie } = await signInThroughTenant(first.url, "support@console.local");
    // A bucket smaller than the two instances' calls in flight and people's share would
    // overrun if each paced alone; refilled fast enough to keep the test short.
    const bucket = { capacity: 20, refillPerSecond: 200 };
    await tenantControl(tenant.url).rateLimit(bucket);
    const own = (serve: ServeProcess) => ({
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
    });
    const lines = STAFF_USER_IDS.slice(0, 800);
    const started = await rawRequest(first.url, {
      method: "POST",
      path: "/__console/jobs",
      headers: { ...own(first), "content-type": "application/json" },
      body: JSON.stringify({ kind: "clear-risk-assessments", lines, connection: "workforce-sso" }),
    });
    expect(started.status, started.text).toBe(202);
    const { id } = JSON.parse(started.text) as { id: string };
    let view: JobView | undefined;
    await expect
      .poll(
        async () => {
          const read = await rawRequest(second.url, {
            path: `/__console/jobs/${id}`,
            headers: own(second),
          });
          view = JSON.parse(read.text) as JobView;
          return view.state;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe("finished");
    expect(view?.counts).toEqual({
      total: 800,
      done: 800,
      already: 0,
      failed: 0,
      unknown: 0,
      waiting: 0,
    });
    // Each 429 puts its item back to be sent again: sends beyond one an item are the 429s.
    const csv = await rawRequest(first.url, {
      path: `/__console/jobs/${id}/results.csv`,
      headers: own(first),
    });
    const attempts = csv.text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => Number(row.slice(row.lastIndexOf(",") + 1)));
    expect(attempts.reduce((sum, sent) => sum + sent, 0) - lines.length).toBeLessThanOrEqual(1);
    const calls = (await tenantControl(tenant.url).state()).assessmentClearCalls;
    expect(lines.map((user) => calls[user])).toEqual(lines.map(() => 1));
    // Both ran slices: each instance's request log names the slices' calls it made.
    const cleared = (serve: ServeProcess) =>
      serve.lines.filter((line) => line.includes('"event":"job slice"')).length;
    expect([cleared(first), cleared(second)].every((count) => count > 0)).toBe(true);
    // The poll above waits up to 60 s; the 800 clears take about 4 s on a quiet machine.
  }, 60_000);
});
