import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEED_FACTS, SEEDED_CLIENTS } from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { CLEAR_BODY, CLEAR_PATH } from "./test/refusedRequests.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";
import { signedInServeEnv, signInThroughTenant } from "./test/tenantSignIn.ts";

/**
 * Issue 37: `npm run serve` in credentials mode with people signing in at the local tenant's
 * own OpenID Provider (its seeded people and password), over HTTP end to end.
 */
let tenant: RunningTenant;
let control: ReturnType<typeof tenantControl>;
let serve: ServeProcess;
let dist: string;

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  control = tenantControl(tenant.url);
  dist = await fakeDist();
  serve = await startServe(signedInServeEnv(tenant), ["--dist", dist]);
}, 30_000);

afterAll(async () => {
  expect(await serve.stop()).toBe(0);
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
});

beforeEach(async () => {
  await control.reset();
});

function auditLines(): Record<string, unknown>[] {
  return serve.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.audit === true);
}

function call(cookie: string, method: string, path: string, body?: string) {
  return rawRequest(serve.url, {
    method,
    path,
    headers: {
      cookie,
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body }),
  });
}

const ORG_PATH = `/api/v2/organizations/${SEED_FACTS.emptyOrganization.id}`;
const PATCH_BODY = JSON.stringify({ display_name: "Globex Europe" });

describe("npm run serve with sign-in at the local tenant's provider", () => {
  it("says sign-in is on and where", async () => {
    const setup = JSON.parse((await rawRequest(serve.url, { path: "/__console/setup" })).text);
    expect(setup).toMatchObject({
      proxy: "credentials",
      sign_in: { issuer: tenant.issuer },
      store: "embedded",
    });
  });

  it("signs support in: an HttpOnly, SameSite=Lax session cookie, /me, and the way back", async () => {
    const { callback, setCookie, cookie } = await signInThroughTenant(
      serve.url,
      "support@console.local",
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/#/organizations");
    expect(setCookie.find((line) => line.startsWith("console-session="))).toMatch(
      /^console-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    const me = await call(cookie, "GET", "/__console/me");
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text)).toEqual({
      sub: expect.any(String),
      email: "support@console.local",
      name: expect.any(String),
      role: "support",
      expires_at: expect.any(String),
      credential: expect.objectContaining({ azp: SEEDED_CLIENTS.admin.id }),
    });
    expect(me.text, "the credential's claims, never its token").not.toMatch(/eyJ/);
  });

  it("refuses support's PATCH of an organization (403 forbidden_role), audited as refused with the email", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "support@console.local");
    const before = await control.state();
    const answer = await call(cookie, "PATCH", ORG_PATH, PATCH_BODY);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({
      error: "forbidden_role",
      message: expect.any(String),
    });
    expect(await control.state()).toEqual(before);
    await expect
      .poll(() =>
        auditLines().find(
          (line) => line.outcome === "refused" && line.operation === "updateOrganization",
        ),
      )
      .toMatchObject({
        status: 403,
        operator: { email: "support@console.local", role: "support" },
      });
  });

  it("lets support clear a user's assessments, and the audit line names support@console.local", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "support@console.local");
    const answer = await call(cookie, "POST", CLEAR_PATH, CLEAR_BODY);
    expect(answer.status, answer.text).toBe(204);
    await expect
      .poll(() =>
        auditLines().find(
          (line) => line.operation === "clearRiskAssessments" && line.status === 204,
        ),
      )
      .toMatchObject({ operator: { email: "support@console.local", role: "support" } });
  });

  it("refuses an auditor's clear", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "auditor@console.local");
    const answer = await call(cookie, "POST", CLEAR_PATH, CLEAR_BODY);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ error: "forbidden_role" });
  });

  it("lets a person with no role read nothing", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "nobody@console.local");
    expect(JSON.parse((await call(cookie, "GET", "/__console/me")).text)).toMatchObject({
      role: null,
    });
    const answer = await call(cookie, "GET", "/api/v2/organizations");
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ error: "forbidden_role" });
  });

  it("lets an administrator PATCH an organization", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "admin@console.local");
    const answer = await call(cookie, "PATCH", ORG_PATH, PATCH_BODY);
    expect(answer.status, answer.text).toBe(200);
    await expect
      .poll(() =>
        auditLines().find((line) => line.operation === "updateOrganization" && line.status === 200),
      )
      .toMatchObject({ operator: { email: "admin@console.local", role: "administrator" } });
  });

  it("refuses the old cookie after sign-out", async () => {
    const { cookie } = await signInThroughTenant(serve.url, "admin@console.local");
    expect((await call(cookie, "GET", "/api/v2/organizations")).status).toBe(200);
    expect((await call(cookie, "POST", "/__console/sign-out")).status).toBe(204);
    for (const path of ["/__console/me", "/api/v2/organizations"]) {
      const answer = await call(cookie, "GET", path);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ error: "signed_out" });
    }
  });
});
