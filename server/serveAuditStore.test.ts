import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEED_FACTS } from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";
import { signedInServeEnv, signInThroughTenant } from "./test/tenantSignIn.ts";

/**
 * Issue 38 item 2: `npm run serve` with sign-in keeps an audit entry per write in its embedded
 * store, read here over the store's own socket while the server runs.
 */
let tenant: RunningTenant;
let control: ReturnType<typeof tenantControl>;
let serve: ServeProcess;
let dist: string;
let dataParent: string;
let pool: pg.Pool;

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  control = tenantControl(tenant.url);
  dist = await fakeDist();
  dataParent = await mkdtemp(join(tmpdir(), "console-data-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(dataParent, 0o755);
  const dataDir = join(dataParent, "data");
  serve = await startServe(signedInServeEnv(tenant, { CONSOLE_DATA_DIR: dataDir }), [
    "--dist",
    dist,
  ]);
  pool = new pg.Pool({ host: dataDir, user: "postgres", database: "postgres", max: 1 });
}, 30_000);

afterAll(async () => {
  await pool.end();
  expect(await serve.stop()).toBe(0);
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
  await rm(dataParent, { recursive: true, force: true });
});

beforeEach(async () => {
  await control.reset();
});

function call(cookie: string, method: string, path: string, body?: string) {
  return rawRequest(serve.url, {
    method,
    path,
    headers: {
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      "x-console-reason": "CHG-1234",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** The store's entries of one request, once its write has reached the store. */
async function entriesOf(answer: { headers: Record<string, unknown> }) {
  const requestId = answer.headers["x-request-id"];
  let rows: Record<string, unknown>[] = [];
  await expect
    .poll(async () => {
      const result = await pool.query("SELECT * FROM console_audit_entries WHERE request_id = $1", [
        requestId,
      ]);
      rows = result.rows;
      return rows.length;
    })
    .toBe(1);
  return rows;
}

const ORG = SEED_FACTS.emptyOrganization;
const ORG_PATH = `/api/v2/organizations/${ORG.id}`;

describe("npm run serve with sign-in keeps audit entries in its store", () => {
  it("keeps an administrator's PATCH: the person, the reason, the body, the object before and the answer", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "admin@console.local");
    // The seeded organization has no display name: the first PATCH gives it the old one.
    const oldName = "Globex Europe";
    expect(
      (await call(cookie, "PATCH", ORG_PATH, JSON.stringify({ display_name: oldName }))).status,
    ).toBe(200);
    const answer = await call(cookie, "PATCH", ORG_PATH, '{"display_name":"Globex Europe SE"}');
    expect(answer.status, answer.text).toBe(200);
    expect(await entriesOf(answer)).toEqual([
      expect.objectContaining({
        operator_email: "admin@console.local",
        operator_role: "administrator",
        operator_sub: expect.any(String),
        operation: "updateOrganization",
        object_type: "organization",
        object_id: ORG.id,
        object_name: ORG.name,
        reason: "CHG-1234",
        status: 200,
        outcome: null,
        request_body: { display_name: "Globex Europe SE" },
        before: expect.objectContaining({ id: ORG.id, display_name: oldName }),
        answer: expect.objectContaining({ id: ORG.id, display_name: "Globex Europe SE" }),
      }),
    ]);
  });

  it("keeps support's refused PATCH as refused, with nothing read or sent", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "support@console.local");
    const answer = await call(cookie, "PATCH", ORG_PATH, '{"display_name":"Nope"}');
    expect(answer.status).toBe(403);
    expect(await entriesOf(answer)).toEqual([
      expect.objectContaining({
        operator_email: "support@console.local",
        operator_role: "support",
        operation: "updateOrganization",
        object_type: "organization",
        object_id: ORG.id,
        status: 403,
        outcome: "refused",
        request_body: null,
        before: null,
        answer: null,
      }),
    ]);
  });

  it("keeps a deleted organization as it was read just before the DELETE", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "admin@console.local");
    const answer = await call(cookie, "DELETE", ORG_PATH);
    expect(answer.status, answer.text).toBe(204);
    expect(await entriesOf(answer)).toEqual([
      expect.objectContaining({
        operation: "deleteOrganization",
        object_name: ORG.name,
        status: 204,
        before: expect.objectContaining({ id: ORG.id, name: ORG.name }),
        answer: null,
      }),
    ]);
  });
});
