// @vitest-environment node

import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEED_FACTS, SEEDED_CLIENTS } from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

let tenant: RunningTenant;
let control: ReturnType<typeof tenantControl>;
let dist: string;
let serve: ServeProcess;

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  control = tenantControl(tenant.url);
  dist = await fakeDist();
  serve = await startServe(
    {
      TENANT_URL: tenant.url,
      TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
      TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    },
    ["--dist", dist],
  );
}, 30_000);

afterAll(async () => {
  expect(await serve.stop()).toBe(0);
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
});

beforeEach(async () => {
  await control.reset();
});

function lastAudit(): Record<string, unknown> | undefined {
  return serve.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.audit === true)
    .at(-1);
}

function write(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return rawRequest(serve.url, {
    method,
    path,
    headers: {
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      // Node's client sends a DELETE body without a length unless told; a browser never does.
      ...(body === undefined
        ? {}
        : {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(JSON.stringify(body))),
          }),
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function organizationNamed(name: string): Promise<{ id: string; name: string }> {
  const state = await control.state();
  const found = state.organizations.find((organization) => organization.name === name);
  if (!found) throw new Error(`no organization ${name}`);
  return found;
}

describe("the audit line of an organization write names the organization", () => {
  it("names a created organization by the id and name the tenant answered", async () => {
    const answer = await write("POST", "/api/v2/organizations", { name: "audited-org" });
    expect(answer.status, answer.text).toBe(201);
    const created = JSON.parse(answer.text) as { id: string };
    await expect.poll(() => lastAudit()?.operation).toBe("createOrganization");
    expect(lastAudit()).toMatchObject({ target: created.id, targetName: "audited-org" });
  });

  it("names a changed organization as the tenant answers, the page's name only as its claim", async () => {
    const acme = await organizationNamed("acme");
    const answer = await write(
      "PATCH",
      `/api/v2/organizations/${acme.id}`,
      { display_name: "Acme" },
      { "x-console-target-name": 'globex%0A{"forged":true}' },
    );
    expect(answer.status, answer.text).toBe(200);
    await expect.poll(() => lastAudit()?.operation).toBe("updateOrganization");
    expect(lastAudit()).toMatchObject({
      target: acme.id,
      targetName: "acme",
      claimedName: 'globex<U+000A>{"forged":true}',
    });
  });

  it("names a deleted organization as the tenant had it before, whatever the page claims (issue 33, 24)", async () => {
    const acme = await organizationNamed("acme");
    const answer = await write("DELETE", `/api/v2/organizations/${acme.id}`, undefined, {
      "x-console-target-name": "globex-eu",
    });
    expect(answer.status, answer.text).toBe(204);
    await expect.poll(() => lastAudit()?.operation).toBe("deleteOrganization");
    expect(lastAudit()).toMatchObject({
      target: acme.id,
      targetName: "acme",
      claimedName: "globex-eu",
      status: 204,
    });
    expect((await control.state()).organizations.some((o) => o.id === acme.id)).toBe(false);
  });
});

describe("the audit line of a member or connection write names the organization and says which (issue 33, 24)", () => {
  const org = SEED_FACTS.emptyOrganization.id;
  // Named as the tenant has it, read before the write: the page's "acme" is only its claim.
  const targetName = SEED_FACTS.emptyOrganization.name;
  const members = [SEED_FACTS.firstUser.userId, SEED_FACTS.userWithSlash.userId];
  const connection = SEED_FACTS.firstConnection.id;
  const claim = { "x-console-target-name": "acme" };

  it("lists the member ids added and removed", async () => {
    for (const method of ["POST", "DELETE"]) {
      const answer = await write(
        method,
        `/api/v2/organizations/${org}/members`,
        { members },
        claim,
      );
      expect(answer.status, answer.text).toBe(204);
      await expect.poll(() => lastAudit()?.requestId).toBe(answer.headers["x-request-id"]);
      expect(lastAudit()).toMatchObject({
        target: org,
        targetName,
        claimedName: "acme",
        changes: { members },
      });
    }
  });

  it("names the connection added, changed and removed", async () => {
    const path = `/api/v2/organizations/${org}/enabled_connections`;
    const calls: [string, string, unknown][] = [
      ["POST", path, { connection_id: connection }],
      ["PATCH", `${path}/${connection}`, { show_as_button: false }],
      ["DELETE", `${path}/${connection}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const answer = await write(method, url, body, claim);
      expect(answer.status, answer.text).toBeLessThan(300);
      await expect.poll(() => lastAudit()?.requestId).toBe(answer.headers["x-request-id"]);
      expect(lastAudit()).toMatchObject({ target: org, targetName, changes: { connection } });
    }
  });
});
