import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage, DeletedPage } from "../src/api/history/types.ts";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEED_FACTS } from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";
import { signedInServeEnv, signInThroughTenant } from "./test/tenantSignIn.ts";

/**
 * Issue 38 items 3–6 through `npm run serve` with sign-in and its embedded store: what the
 * proxy kept, read back from /__console/history, /__console/activity and /__console/deleted.
 */
let tenant: RunningTenant;
let serve: ServeProcess;
let dist: string;
let dataParent: string;
let env: Record<string, string>;
let admin = "";

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  await tenantControl(tenant.url).reset();
  dist = await fakeDist();
  dataParent = await mkdtemp(join(tmpdir(), "console-data-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(dataParent, 0o755);
  env = signedInServeEnv(tenant, { CONSOLE_DATA_DIR: join(dataParent, "data") });
  serve = await startServe(env, ["--dist", dist]);
  admin = (await signInThroughTenant(serve.url, "admin@console.local")).cookie;
}, 30_000);

afterAll(async () => {
  expect(await serve.stop()).toBe(0);
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
  await rm(dataParent, { recursive: true, force: true });
});

function call(
  cookie: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  return rawRequest(serve.url, {
    method,
    path,
    headers: {
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function read<T>(cookie: string, path: string): Promise<T> {
  const answer = await call(cookie, "GET", path);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return JSON.parse(answer.text) as T;
}

/** An entry is kept just after its answer: the read waits for it. */
async function newest(cookie: string, path: string, requestId: unknown) {
  let page: AuditPage = { entries: [], next: null };
  await expect
    .poll(async () => {
      page = await read<AuditPage>(cookie, path);
      return page.entries[0]?.requestId;
    })
    .toBe(requestId);
  return page.entries[0];
}

const ORG = SEED_FACTS.emptyOrganization;
const ORG_PATH = `/api/v2/organizations/${ORG.id}`;
const ORG_HISTORY = `/__console/history?type=organization&id=${ORG.id}`;

describe("npm run serve answers history from its store", () => {
  it("names who changed an organization's display name, why, before and after, and keeps it across a restart", async () => {
    await call(admin, "PATCH", ORG_PATH, {}, { display_name: "Globex Europe" });
    const answer = await call(
      admin,
      "PATCH",
      ORG_PATH,
      { "x-console-reason": "CHG-1234" },
      { display_name: "Globex Europe SE" },
    );
    expect(answer.status, answer.text).toBe(200);
    const expected = {
      operator: expect.objectContaining({ email: "admin@console.local", role: "administrator" }),
      operation: "updateOrganization",
      label: "Update organization",
      object: { type: "organization", id: ORG.id, name: ORG.name },
      reason: "CHG-1234",
      status: 200,
      outcome: null,
      restoreOf: null,
      changes: [{ field: ["display_name"], before: "Globex Europe", after: "Globex Europe SE" }],
      version: { name: ORG.name, display_name: "Globex Europe SE" },
    };
    const entry = await newest(admin, ORG_HISTORY, answer.headers["x-request-id"]);
    expect(entry).toMatchObject(expected);

    expect(await serve.stop()).toBe(0);
    serve = await startServe(env, ["--dist", dist]);
    // Sessions live in the store too: the same cookie is still signed in.
    const again = await read<AuditPage>(admin, `${ORG_HISTORY}&limit=1`);
    expect(again.entries).toEqual([{ ...entry, ...expected }]);
    expect(again.next).toBe(entry?.id);
  }, 60_000);

  it("lists a deleted organization with its connections and members until a write restores it", async () => {
    const acme = SEED_FACTS.takenOrganizationName;
    const { id } = JSON.parse(
      (await call(admin, "GET", `/api/v2/organizations/name/${acme}`)).text,
    ) as { id: string };
    const deleted = await call(admin, "DELETE", `/api/v2/organizations/${id}`, {
      "x-console-reason": "OFFBOARD-7",
    });
    expect(deleted.status, deleted.text).toBe(204);
    const entry = await newest(
      admin,
      "/__console/activity?operation=deleteOrganization",
      deleted.headers["x-request-id"],
    );
    const listed = await read<DeletedPage>(admin, "/__console/deleted");
    expect(listed.entries[0]).toMatchObject({
      entryId: entry?.id,
      reason: "OFFBOARD-7",
      object: { type: "organization", id, name: acme },
      settings: expect.objectContaining({ id, name: acme }),
      enabledConnections: [expect.objectContaining({ connection_id: expect.any(String) })],
      memberIds: expect.any(Array),
    });
    expect(listed.entries[0]?.memberIds).toHaveLength(7);

    const refused = await call(
      admin,
      "POST",
      "/api/v2/organizations",
      { "x-console-restore-of": "1e3" },
      { name: acme },
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ errorCode: "invalid_restore_of" });

    const restored = await call(
      admin,
      "POST",
      "/api/v2/organizations",
      { "x-console-restore-of": entry?.id ?? "" },
      { name: acme },
    );
    expect(restored.status, restored.text).toBe(201);
    const restore = await newest(
      admin,
      "/__console/activity?operation=createOrganization",
      restored.headers["x-request-id"],
    );
    expect(restore).toMatchObject({ restoreOf: entry?.id, version: { name: acme } });
    const after = await read<DeletedPage>(admin, "/__console/deleted");
    expect(after.entries.map((item) => item.entryId)).not.toContain(entry?.id);
  });

  it("reads for signed-in people with a role only, and says what is wrong with a query", async () => {
    expect((await call("", "GET", ORG_HISTORY)).status).toBe(401);
    const nobody = (await signInThroughTenant(serve.url, "nobody@console.local")).cookie;
    const noRole = await call(nobody, "GET", ORG_HISTORY);
    expect([noRole.status, JSON.parse(noRole.text).errorCode]).toEqual([403, "forbidden_role"]);
    const auditor = (await signInThroughTenant(serve.url, "auditor@console.local")).cookie;
    const people = await read<{ people: { email: string }[] }>(
      auditor,
      "/__console/activity/people",
    );
    expect(people.people.map((person) => person.email)).toEqual(["admin@console.local"]);
    const bad = await call(auditor, "GET", "/__console/history?type=organisation&id=x");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      errorCode: "invalid_query",
      message: expect.stringContaining('"type"'),
    });
    const csv = await call(auditor, "GET", "/__console/activity.csv?person=nobody");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="team-activity-/);
    expect(csv.text).toMatch(/^time,person,email,role,operation,/);
  });
});
