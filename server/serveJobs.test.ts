import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "../src/api/history/types.ts";
import type { JobItemList, JobView } from "../src/api/jobs/types.ts";
import { tenantControl } from "../tenant/control.ts";
import {
  CONSOLE_WEB_CLIENT,
  createTenant,
  DEFAULT_USER_COUNT,
  type RunningTenant,
  SEED_FACTS,
  SEEDED_CLIENTS,
  STAFF_CONNECTION,
  STAFF_USER_IDS,
} from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";
import { signInThroughTenant } from "./test/tenantSignIn.ts";

/**
 * Issue 39 through `npm run serve` with sign-in and its embedded store: a job survives a
 * SIGKILL, and no clear is sent twice.
 */
let tenant: RunningTenant;
let serve: ServeProcess;
let dist: string;
let dataParent: string;
let env: Record<string, string>;
let support = "";

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  const control = tenantControl(tenant.url);
  // A thousand users beyond the seed's, none of them in the staff's connection.
  await control.reset({ users: DEFAULT_USER_COUNT + 1000 });
  // The rate budget is issue 39 item 3's; this test is about crashes.
  await control.rateLimit({ capacity: 1_000_000, refillPerSecond: 1_000_000 });
  dist = await fakeDist();
  dataParent = await mkdtemp(join(tmpdir(), "console-data-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(dataParent, 0o755);
  env = {
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    CONSOLE_SIGN_IN_ISSUER: tenant.issuer,
    CONSOLE_SIGN_IN_CLIENT_ID: CONSOLE_WEB_CLIENT.id,
    CONSOLE_SIGN_IN_CLIENT_SECRET: CONSOLE_WEB_CLIENT.secret,
    CONSOLE_DATA_DIR: join(dataParent, "data"),
    // A killed instance's slices are taken over after 4 s rather than 2 minutes.
    CONSOLE_JOB_TAKEOVER_SECONDS: "4",
  };
  serve = await startServe(env, ["--dist", dist]);
  support = (await signInThroughTenant(serve.url, "support@console.local")).cookie;
}, 60_000);

afterAll(async () => {
  expect(await serve.stop()).toBe(0);
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
  await rm(dataParent, { recursive: true, force: true });
});

function call(cookie: string, method: string, path: string, body?: unknown) {
  return rawRequest(serve.url, {
    method,
    path,
    headers: {
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function job(id: string): Promise<JobView> {
  const answer = await call(support, "GET", `/__console/jobs/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text) as JobView;
}

const settled = (view: JobView) => view.counts.done + view.counts.failed + view.counts.unknown;

describe("server jobs", () => {
  it("refuses a job it cannot run, saying why", async () => {
    const clear = { kind: "clear-risk-assessments", lines: ["auth0|a"], connection: null };
    const auditor = (await signInThroughTenant(serve.url, "auditor@console.local")).cookie;
    const refused = await call(auditor, "POST", "/__console/jobs", clear);
    expect([refused.status, JSON.parse(refused.text).errorCode]).toEqual([403, "forbidden_role"]);
    const members = { kind: "add-organization-members", organization_id: "org_0123456789abcdef" };
    const notSupport = await call(support, "POST", "/__console/jobs", {
      ...members,
      lines: ["a@b.c"],
    });
    expect(JSON.parse(notSupport.text)).toMatchObject({
      statusCode: 403,
      message: "Your role, support, cannot add members to organizations",
    });
    const bad = await call(support, "POST", "/__console/jobs", {
      ...clear,
      lines: ["auth0|a", " "],
    });
    expect(JSON.parse(bad.text)).toMatchObject({
      statusCode: 400,
      errorCode: "invalid_job",
      message: 'lines[1] is empty: ""',
    });
    expect((await call(support, "GET", "/__console/jobs/nope")).status).toBe(404);
    const items = async (query: string) =>
      JSON.parse((await call(support, "GET", `/__console/jobs/nope/items${query}`)).text);
    expect(await items("?state=failed,lost")).toMatchObject({
      statusCode: 400,
      errorCode: "invalid_query",
      message: '"state" holds "lost": each must be one of waiting, sending, done, failed, unknown',
    });
    expect(await items("?state=failed&limit=1001")).toMatchObject({
      message: '"limit" must be a whole number from 1 to 1000',
    });
    expect(await items("?limit=5")).toMatchObject({ errorCode: "invalid_query" });
    expect(await items("?state=failed&page=2")).toMatchObject({ errorCode: "invalid_query" });
    expect(await items("?state=failed")).toMatchObject({ statusCode: 404, errorCode: "no_job" });
  });

  it("finishes a 3,000-user clear cut by SIGKILL a third of the way, sending no clear twice", async () => {
    const { users } = await tenantControl(tenant.url).state();
    const staff = users.filter((user) => user.connections.includes(STAFF_CONNECTION));
    const others = users.filter((user) => !user.connections.includes(STAFF_CONNECTION));
    // 1,900 staff by id and 100 by email (read in their slot), 1,000 not in the connection.
    const lines = [
      ...staff.slice(0, 1900).map((user) => user.user_id),
      ...staff.slice(1900, 2000).map((user) => user.email ?? ""),
      ...others.slice(-1000).map((user) => user.user_id),
    ];
    expect(lines).toHaveLength(3000);
    const started = await call(support, "POST", "/__console/jobs", {
      kind: "clear-risk-assessments",
      lines,
      connection: STAFF_CONNECTION,
      reason: "INC-39",
    });
    expect(started.status, started.text).toBe(202);
    const { id } = JSON.parse(started.text) as { id: string };

    await expect
      .poll(async () => settled(await job(id)), { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(1000);
    process.kill(serve.pid, "SIGKILL");
    await serve.exited;
    serve = await startServe(env, ["--dist", dist]);
    await expect
      .poll(async () => (await job(id)).state, { timeout: 120_000, interval: 250 })
      .toBe("finished");

    const view = await job(id);
    expect(view).toMatchObject({
      kind: "clear-risk-assessments",
      started_by: { email: "support@console.local", role: "support" },
      reason: "INC-39",
    });
    expect(view.counts.waiting).toBe(0);
    expect(settled(view)).toBe(3000);
    const calls = (await tenantControl(tenant.url).state()).assessmentClearCalls;
    const csv = (await call(support, "GET", `/__console/jobs/${id}/results.csv`)).text
      .trim()
      .split("\r\n");
    expect(csv).toHaveLength(3001);
    const unknownIds = csv
      .filter((row) => row.includes(",Outcome unknown,"))
      .map((row) => row.split(",")[1]);
    expect(unknownIds).toHaveLength(view.counts.unknown);
    // Every line's user got one clear at most; the ones reported done, exactly one.
    const ids = new Set(csv.slice(1).map((row) => row.split(",")[1] ?? ""));
    expect(Math.max(...[...ids].map((user) => calls[user] ?? 0))).toBe(1);
    // Done: the staff; failed: the others, whom the tenant refused (not in the connection).
    const outcome = (state: string) =>
      new Set(csv.filter((row) => row.includes(`,${state},`)).map((row) => row.split(",")[1]));
    const staffIds = new Set(lines.slice(0, 2000).map((_, index) => staff[index]?.user_id));
    expect(
      [...outcome("Done")].every((user) => staffIds.has(user) && calls[user ?? ""] === 1),
    ).toBe(true);
    expect([...outcome("Failed")].some((user) => staffIds.has(user))).toBe(false);
    expect(view.counts.done + view.counts.failed).toBe(3000 - unknownIds.length);
    // The screens' "failures first": outcome unknown before failed (the order asked), each in
    // pasted order, with the tenant's reason.
    const failures = JSON.parse(
      (await call(support, "GET", `/__console/jobs/${id}/items?state=unknown,failed&limit=5`)).text,
    ) as JobItemList;
    expect(failures.items).toHaveLength(5);
    expect(failures.items.every((item) => item.state !== "done" && item.message)).toBe(true);
    const unknownShown = Math.min(5, unknownIds.length);
    expect(failures.items.map((item) => item.state)).toEqual([
      ...Array<string>(unknownShown).fill("unknown"),
      ...Array<string>(5 - unknownShown).fill("failed"),
    ]);
    // Each write is an audit entry naming who started the job, and why.
    const page = JSON.parse(
      (await call(support, "GET", "/__console/activity?operation=clearRiskAssessments&limit=1"))
        .text,
    ) as AuditPage;
    expect(page.entries[0]).toMatchObject({
      operator: { email: "support@console.local" },
      reason: "INC-39",
    });
  }, 240_000);

  it("pauses, resumes and cancels a job, for anyone whose role may run it", async () => {
    const control = tenantControl(tenant.url);
    // Two calls, then one a second: the job is still running when it is steered.
    await control.rateLimit({ capacity: 2, refillPerSecond: 1 });
    const started = await call(support, "POST", "/__console/jobs", {
      kind: "clear-risk-assessments",
      lines: SEED_FACTS.bulkConnection.userIds.slice(0, 20),
      connection: SEED_FACTS.bulkConnection.name,
    });
    const { id } = JSON.parse(started.text) as { id: string };
    const admin = (await signInThroughTenant(serve.url, "admin@console.local")).cookie;
    const auditor = (await signInThroughTenant(serve.url, "auditor@console.local")).cookie;
    const steer = async (cookie: string, action: string) => {
      const answer = await call(cookie, "POST", `/__console/jobs/${id}/${action}`);
      return [answer.status, (JSON.parse(answer.text) as JobView).state];
    };
    expect((await call(auditor, "POST", `/__console/jobs/${id}/pause`)).status).toBe(403);
    expect(await steer(admin, "pause")).toEqual([200, "paused"]);
    expect(await steer(support, "resume")).toEqual([200, "running"]);
    expect(await steer(support, "cancel")).toEqual([200, "cancelled"]);
    const again = await call(support, "POST", `/__console/jobs/${id}/resume`);
    expect(JSON.parse(again.text)).toMatchObject({
      statusCode: 400,
      errorCode: "job_state",
      message: "The job is cancelled: it cannot be resumed",
    });
    const view = await job(id);
    expect(view.counts.waiting).toBeGreaterThan(0);
    const csv = (await call(support, "GET", `/__console/jobs/${id}/results.csv`)).text;
    expect(csv).toContain(",Not sent,");
    const listed = JSON.parse((await call(auditor, "GET", "/__console/jobs")).text) as {
      jobs: JobView[];
    };
    expect(listed.jobs[0]).toMatchObject({ id, state: "cancelled" });
    const notSent = await call(auditor, "GET", `/__console/jobs/${id}/items?state=waiting&limit=2`);
    expect((JSON.parse(notSent.text) as JobItemList).items).toMatchObject([
      { state: "waiting", status: null },
      { state: "waiting" },
    ]);
    await control.rateLimit({ capacity: 1_000_000, refillPerSecond: 1_000_000 });
  });

  it("adds members ten a request, counting those already there apart", async () => {
    const admin = (await signInThroughTenant(serve.url, "admin@console.local")).cookie;
    const org = SEED_FACTS.emptyOrganization.id;
    const ids = new Set(STAFF_USER_IDS);
    const { users } = await tenantControl(tenant.url).state();
    const staff = users.filter((user) => ids.has(user.user_id));
    const start = async (lines: string[]) => {
      const answer = await call(admin, "POST", "/__console/jobs", {
        kind: "add-organization-members",
        organization_id: org,
        lines,
        reason: "ONBOARD-9",
      });
      expect(answer.status, answer.text).toBe(202);
      const { id } = JSON.parse(answer.text) as { id: string };
      await expect.poll(async () => (await job(id)).state, { timeout: 30_000 }).toBe("finished");
      return job(id);
    };
    // 22 by id, one by email, one the tenant lacks: three requests, the stranger failing alone.
    const first = await start([
      ...staff.slice(2000 - 22).map((user) => user.user_id),
      staff[0]?.email ?? "",
      "auth0|nobody-here",
    ]);
    expect(first.counts).toEqual({
      total: 24,
      done: 23,
      already: 0,
      failed: 1,
      unknown: 0,
      waiting: 0,
    });
    const second = await start([staff[1999]?.user_id ?? "", staff[1]?.user_id ?? ""]);
    expect(second.counts).toMatchObject({ done: 1, already: 1, failed: 0 });
    const csv = (await call(admin, "GET", `/__console/jobs/${second.id}/results.csv`)).text;
    expect(csv.split("\r\n").filter((row) => row.includes("already_member"))).toHaveLength(1);
    const members = (await tenantControl(tenant.url).state()).organizationMembers[org] ?? [];
    expect(members).toHaveLength(24);
    const adds = JSON.parse(
      (await call(admin, "GET", "/__console/activity?operation=addOrganizationMembers")).text,
    ) as AuditPage;
    // Ten, ten, four refused for the stranger, the three again; then the second job's one.
    expect(adds.entries.map((entry) => entry.status)).toEqual([204, 204, 400, 204, 204]);
    expect(adds.entries[0]).toMatchObject({ reason: "ONBOARD-9", object: { id: org } });
  }, 60_000);
});
