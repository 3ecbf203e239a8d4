// @vitest-environment node

import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant } from "../tenant/index.ts";
import { type FakeTenant, fakeTenant, json } from "./test/fakeTenant.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { CLEAR_BODY } from "./test/refusedRequests.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

/**
 * Issue 23, findings 13, 14, 17 and 21: what `npm run serve` does when the tenant (a scripted
 * stand-in here, or the local tenant) misbehaves, and what the audit log keeps.
 */

let dist: string;

beforeAll(async () => {
  dist = await fakeDist();
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const credentialsFor = (fake: FakeTenant) => ({
  TENANT_URL: fake.url,
  TENANT_CLIENT_ID: "console",
  TENANT_CLIENT_SECRET: "secret",
});

const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };
const LISTING = "/api/v2/token-exchange-profiles?take=1";

function auditLines(serve: ServeProcess): Record<string, unknown>[] {
  return serve.lines
    .filter((line) => line.includes('"audit":true'))
    .map((line) => JSON.parse(line));
}

describe("npm run serve, a write still with the tenant when shutdown cuts it (finding 13)", () => {
  it("is audited as outcome unknown before the process exits", async () => {
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The tenant takes the write and never answers (the upstream timeout is 30 s).
    const tenant = await fakeTenant(() => arrived());
    const serve = await startServe({ TENANT_URL: tenant.url, CONSOLE_SHUTDOWN_GRACE_MS: "300" }, [
      "--dist",
      dist,
    ]);
    try {
      const write = rawRequest(serve.url, {
        method: "POST",
        path: "/api/v2/organizations",
        headers: {
          ...SAME_ORIGIN,
          origin: serve.url,
          "content-type": "application/json",
          "x-console-reason": "TICKET-13",
        },
        body: JSON.stringify({ name: "cut-short" }),
      }).catch((error: unknown) => error);
      await reached;
      process.kill(serve.pid, "SIGTERM");
      expect(await serve.exited).toBe(0);
      expect(await write).toBeInstanceOf(Error);
      expect(auditLines(serve)).toEqual([
        expect.objectContaining({
          operation: "createOrganization",
          target: null,
          status: null,
          outcome: "unknown",
          reason: "TICKET-13",
        }),
      ]);
      const stopped = serve.lines.findIndex((line) => line.includes('"cutShort":true'));
      const audited = serve.lines.findIndex((line) => line.includes('"audit":true'));
      expect(audited).toBeGreaterThan(-1);
      expect(audited).toBeLessThan(stopped);
    } finally {
      await tenant.close();
    }
  }, 30_000);
});

describe("npm run serve, audit lines from hostile text (finding 14)", () => {
  let tenant: RunningTenant;
  let serve: ServeProcess;

  beforeAll(async () => {
    tenant = await createTenant({ testControl: true }).listen(0);
    serve = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
  }, 30_000);

  afterAll(async () => {
    expect(await serve.stop()).toBe(0);
    await tenant.close();
  });

  // One per class: line and paragraph separators, NEL, bidi override and isolate, marks,
  // zero-width space and joiner, word joiner, BOM.
  const HOSTILE = [
    "\u2028",
    "\u2029",
    "\u0085",
    "\u202E",
    "\u2066",
    "\u200F",
    "\u200B",
    "\u200D",
    "\u2060",
    "\uFEFF",
  ];

  it("writes reason and the unverified sub as one printable line each", async () => {
    await tenantControl(tenant.url).reset();
    const sub = `admin${HOSTILE.join("")}|1`;
    const forged = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ sub })).toString("base64url")}.sig`;
    const write = (target: string) =>
      rawRequest(serve.url, {
        method: "POST",
        path: `/api/v2/users/${encodeURIComponent(target)}/risk-assessments/clear`,
        headers: {
          ...SAME_ORIGIN,
          origin: serve.url,
          "content-type": "application/json",
          authorization: `Bearer ${forged}`,
          "x-console-reason": encodeURIComponent(`TICKET${HOSTILE.join("")}-14`),
        },
        body: CLEAR_BODY,
      });
    // A target holding them never passes the path check (issue 33, finding 31): no line at all.
    const hostileTarget = await write(`oidc|x\u202Egnp.exe${HOSTILE.join("")}`);
    expect(hostileTarget.status).toBe(400);
    const answer = await write("oidc|x.gnp.exe");
    expect(answer.status).toBe(401); // the tenant refuses the forged token; the write is audited
    await expect.poll(() => auditLines(serve).length).toBe(1);
    const line = serve.lines.find((entry) => entry.includes('"audit":true')) ?? "";
    for (const char of HOSTILE) expect(line).not.toContain(char);
    const shown = HOSTILE.map(
      (char) => `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`,
    ).join("");
    expect(JSON.parse(line)).toMatchObject({
      operation: "clearRiskAssessments",
      status: 401,
      target: "oidc|x.gnp.exe",
      sub: `admin${shown}|1`,
      reason: `TICKET${shown}-14`,
    });
  });
});

describe("npm run serve, credentials mode and its token (finding 17)", () => {
  it("backs off while the tenant refuses the client: a few token requests, not thousands", async () => {
    const tenant = await fakeTenant(
      (_req, res) => json(res, 200, { token_exchange_profiles: [] }),
      () => ({ status: 401, body: { error: "access_denied" } }),
    );
    const serve = await startServe(credentialsFor(tenant), ["--dist", dist]);
    try {
      const statuses = new Map<number, number>();
      const started = Date.now();
      let callers = 0;
      while (Date.now() - started < 3000) {
        const wave = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            rawRequest(serve.url, {
              path: ["/readyz", "/__console/session", LISTING][index % 3] ?? LISTING,
              headers: SAME_ORIGIN,
            }),
          ),
        );
        callers += wave.length;
        for (const { status } of wave) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(callers).toBeGreaterThan(300);
      expect([...statuses.keys()].sort()).toEqual([502, 503]);
      // At start, then 1 s and 3 s later (back-off 1 s, 2 s…): never one per caller.
      expect(tenant.tokenRequests).toBeGreaterThanOrEqual(2);
      expect(tenant.tokenRequests).toBeLessThanOrEqual(4);
      expect(tenant.apiCalls).toEqual([]);
    } finally {
      await serve.stop();
      await tenant.close();
    }
  }, 30_000);

  it("refreshes its token once after a tenant 401 and sends the call again", async () => {
    let refuseAll = false;
    const tenant = await fakeTenant((req, res) => {
      // token-1 was revoked; later every token is refused.
      if (refuseAll || req.headers.authorization !== "Bearer token-2") {
        json(res, 401, { statusCode: 401, error: "Unauthorized", message: "Invalid token" });
      } else json(res, 200, { token_exchange_profiles: [] });
    });
    const serve = await startServe(credentialsFor(tenant), ["--dist", dist]);
    try {
      await expect.poll(() => tenant.tokenRequests).toBe(1);
      const answer = await rawRequest(serve.url, { path: LISTING, headers: SAME_ORIGIN });
      expect(answer.status, answer.text).toBe(200);
      expect(tenant.apiCalls.map(({ authorization }) => authorization)).toEqual([
        "Bearer token-1",
        "Bearer token-2",
      ]);
      expect(tenant.tokenRequests).toBe(2);

      // Now the tenant refuses every token: one refresh, then the 401 is the answer, and
      // 200 callers over a second and a half cost a handful of tokens.
      refuseAll = true;
      const answers = [];
      for (let wave = 0; wave < 10; wave += 1) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, () =>
              rawRequest(serve.url, { path: LISTING, headers: SAME_ORIGIN }),
            ),
          )),
        );
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([401, 502]));
      expect(tenant.tokenRequests).toBeLessThanOrEqual(5);
    } finally {
      await serve.stop();
      await tenant.close();
    }
  }, 30_000);

  it("answers /readyz to the console's own page and health checkers only", async () => {
    const tenant = await fakeTenant((_req, res) => json(res, 200, {}));
    const serve = await startServe(credentialsFor(tenant), ["--dist", dist]);
    try {
      await expect.poll(() => tenant.tokenRequests).toBe(1);
      const checker = await rawRequest(serve.url, { path: "/readyz" });
      expect(checker.status).toBe(200);
      const own = await rawRequest(serve.url, {
        path: "/readyz",
        headers: { ...SAME_ORIGIN, origin: serve.url },
      });
      expect(own.status).toBe(200);
      const otherPages: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
        { "sec-fetch-site": "same-site", origin: "http://localhost:4650" },
        { origin: "null" },
      ];
      for (const headers of otherPages) {
        const answer = await rawRequest(serve.url, { path: "/readyz", headers });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      }
    } finally {
      await serve.stop();
      await tenant.close();
    }
  }, 30_000);
});

describe("npm run serve, a tenant answering something other than JSON (finding 21)", () => {
  it.each([
    ["text/html; charset=utf-8", "<!doctype html><script>alert(document.domain)</script>"],
    ["text/javascript", "alert(document.domain)"],
    ["image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])(
    "turns a 200 with %s into a JSON 502",
    async (type, body) => {
      const tenant = await fakeTenant((_req, res) => {
        res.writeHead(200, { "content-type": type });
        res.end(body);
      });
      const serve = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
      try {
        const answer = await rawRequest(serve.url, { path: LISTING, headers: SAME_ORIGIN });
        expect(answer.status).toBe(502);
        expect(answer.headers["content-type"]).toMatch(/^application\/json/);
        expect(JSON.parse(answer.text)).toMatchObject({ errorCode: "upstream_invalid_response" });
        expect(answer.text).not.toContain("alert");
      } finally {
        await serve.stop();
        await tenant.close();
      }
    },
    30_000,
  );
});
