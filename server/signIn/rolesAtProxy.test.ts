import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../../tenant/control.ts";
import { SEED_FACTS } from "../../tenant/index.ts";
import { rawRequest } from "../test/rawRequest.ts";
import { CLEAR_BODY, CLEAR_PATH } from "../test/refusedRequests.ts";
import { PEOPLE, type Person, type SignInServer, startSignInServer } from "./test/signInServer.ts";

let server: SignInServer;
let control: ReturnType<typeof tenantControl>;
const cookies: Record<string, string> = {};
const ORG = SEED_FACTS.emptyOrganization;
const ORG_PATH = `/api/v2/organizations/${ORG.id}`;

beforeAll(async () => {
  server = await startSignInServer();
  control = tenantControl(server.tenant.url);
  for (const [who, person] of Object.entries(PEOPLE) as [string, Person][]) {
    cookies[who] = (await server.signInAs(person)).cookie;
  }
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await control.reset();
  server.audit.length = 0;
});

function call(who: keyof typeof PEOPLE, method: string, path: string, body?: string) {
  const json: Record<string, string> =
    body === undefined ? {} : { "content-type": "application/json" };
  return rawRequest(server.url, {
    method,
    path,
    headers: server.ownPage(cookies[who] ?? "", { ...json, "x-console-reason": "TICKET-7" }),
    ...(body === undefined ? {} : { body }),
  });
}

const PATCH_BODY = JSON.stringify({ display_name: "Globex Europe" });

describe("roles at the proxy (sign-in on)", () => {
  it("refuses support a PATCH of an organization with 403 forbidden_role, sends nothing, audits who tried", async () => {
    const before = await control.state();
    const answer = await call("support", "PATCH", ORG_PATH, PATCH_BODY);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      statusCode: 403,
      error: "forbidden_role",
      message: "Your role, support, cannot change organizations",
      errorCode: "forbidden_role",
    });
    expect(await control.state()).toEqual(before);
    expect(server.audit).toEqual([
      expect.objectContaining({
        operation: "updateOrganization",
        target: ORG.id,
        status: 403,
        outcome: "refused",
        reason: "TICKET-7",
        operator: {
          sub: "p|support",
          email: "support@example.test",
          name: "Sam Support",
          role: "support",
        },
      }),
    ]);
  });

  it("lets support clear a user's assessments, and the audit line names the person", async () => {
    const answer = await call("support", "POST", CLEAR_PATH, CLEAR_BODY);
    expect(answer.status).toBeLessThan(300);
    expect(server.audit).toEqual([
      expect.objectContaining({
        operation: "clearRiskAssessments",
        status: answer.status,
        operator: expect.objectContaining({ email: "support@example.test", role: "support" }),
      }),
    ]);
    expect(server.audit[0]?.outcome).toBeUndefined();
  });

  it("refuses an auditor's clear", async () => {
    const answer = await call("auditor", "POST", CLEAR_PATH, CLEAR_BODY);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ error: "forbidden_role" });
    expect(server.audit[0]).toMatchObject({ outcome: "refused", operator: { role: "auditor" } });
  });

  it("lets an auditor read", async () => {
    expect((await call("auditor", "GET", ORG_PATH)).status).toBe(200);
  });

  it("lets a person with no role read nothing", async () => {
    const answer = await call("nobody", "GET", "/api/v2/organizations");
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({
      error: "forbidden_role",
      message: expect.stringMatching(/no role.*ask an administrator/),
    });
    expect(server.audit[0]).toMatchObject({ operation: "listOrganizations", outcome: "refused" });
  });

  it("lets an administrator PATCH an organization, audited with the person", async () => {
    const answer = await call("admin", "PATCH", ORG_PATH, PATCH_BODY);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ display_name: "Globex Europe" });
    expect(server.audit[0]).toMatchObject({
      operation: "updateOrganization",
      status: 200,
      operator: {
        sub: "p|admin",
        email: "admin@example.test",
        name: "Ada Admin",
        role: "administrator",
      },
    });
  });

  it.each([
    ["another site", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["another port of this host", { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:1" }],
    ["a form (no JSON type)", { "content-type": "text/plain" }],
  ])(
    "never lets a write from %s succeed with the administrator's cookie (CSRF)",
    async (_from, headers) => {
      const before = await control.state();
      const answer = await rawRequest(server.url, {
        method: "PATCH",
        path: ORG_PATH,
        headers: {
          ...server.ownPage(cookies.admin ?? "", { "content-type": "application/json" }),
          ...headers,
        },
        body: PATCH_BODY,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await control.state()).toEqual(before);
    },
  );
});
