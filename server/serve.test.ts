import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import {
  CONSOLE_SCOPES,
  createTenant,
  type RunningTenant,
  SEED_FACTS,
  SEEDED_CLIENTS,
} from "../tenant/index.ts";
import { rawRequest } from "./test/rawRequest.ts";
import {
  CLEAR_BODY,
  CLEAR_PATH,
  refusalStatuses,
  refusedRequests,
  sentFrom,
  USER_ID,
} from "./test/refusedRequests.ts";
import { failedStart, fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

let tenant: RunningTenant;
let control: ReturnType<typeof tenantControl>;
let dist: string;

beforeAll(async () => {
  tenant = await createTenant({ testControl: true }).listen(0);
  control = tenantControl(tenant.url);
  dist = await fakeDist();
});

afterAll(async () => {
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
});

const MODES = {
  "pass-through": () => ({ TENANT_URL: tenant.url }),
  credentials: () => ({
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
  }),
} as const;

function auditLines(serve: ServeProcess): Record<string, unknown>[] {
  return serve.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.audit === true);
}

describe.each(Object.keys(MODES) as (keyof typeof MODES)[])("npm run serve, %s mode", (mode) => {
  let serve: ServeProcess;
  /** Pass-through mode: the browser's own token, sent with every try. */
  let token: string | undefined;

  beforeAll(async () => {
    serve = await startServe(MODES[mode](), ["--dist", dist]);
  }, 30_000);

  afterAll(async () => {
    expect(await serve.stop()).toBe(0);
  });

  beforeEach(async () => {
    await control.reset();
    token = mode === "pass-through" ? await control.token({ scopes: CONSOLE_SCOPES }) : undefined;
  });

  it.each(refusedRequests())(
    "refuses $name with $status, and the tenant is unchanged",
    async (refused) => {
      const before = await control.state();
      const answer = await rawRequest(serve.url, {
        method: refused.method,
        path: refused.path,
        headers: sentFrom(refused, serve.url, token),
        body: refused.body,
      });
      expect(refusalStatuses(refused)).toContain(answer.status);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toMatchObject({ statusCode: answer.status });
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      expect(await control.state()).toEqual(before);
    },
  );

  it("answers a CORS preflight with no grant", async () => {
    const answer = await rawRequest(serve.url, {
      method: "OPTIONS",
      path: "/api/v2/organizations",
      headers: {
        origin: "http://localhost:4650",
        "access-control-request-method": "POST",
        "sec-fetch-site": "same-site",
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("passes the console's own write, audits it, and hands on the rate-limit headers", async () => {
    const before = await control.state();
    const answer = await rawRequest(serve.url, {
      method: "POST",
      path: CLEAR_PATH,
      headers: {
        ...sentFrom(
          { name: "", method: "POST", path: CLEAR_PATH, status: 204, headers: {} },
          serve.url,
          token,
        ),
        "sec-fetch-site": "same-origin",
        origin: serve.url,
        "content-type": "application/json",
        cookie: "session=browser-cookie",
        "x-console-reason": "TICKET-42",
      },
      body: CLEAR_BODY,
    });
    expect(answer.status, answer.text).toBe(204);
    expect(answer.headers["x-ratelimit-limit"]).toMatch(/^\d+$/);
    expect(answer.headers["x-ratelimit-remaining"]).toMatch(/^\d+$/);
    expect(await control.state()).not.toEqual(before);
    await expect.poll(() => auditLines(serve).length).toBeGreaterThan(0);
    const audit = auditLines(serve).at(-1);
    expect(audit).toMatchObject({
      operation: "clearRiskAssessments",
      target: USER_ID,
      status: 204,
      reason: "TICKET-42",
    });
    if (mode === "pass-through") expect(audit?.sub).toEqual(expect.any(String));
    else expect(audit?.sub).toBeUndefined();
    // The request log names the route, never the user id, the token or the body.
    const log = serve.lines.join("\n");
    expect(log).toContain('"route":"/api/v2/users/{id}/risk-assessments/clear"');
    expect(
      log
        .split("\n")
        .filter((line) => !line.includes('"audit":true'))
        .join("\n"),
    ).not.toContain("5f7c8ec7c33c6c004bbafe82");
    if (token) expect(log).not.toContain(token.split(".")[2]);
  });

  it("passes a user id holding `/` (sent as %2F), which no dot segment hides in", async () => {
    const { userId, connection } = SEED_FACTS.userWithSlash;
    const path = `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`;
    expect(path).toContain("%2F");
    const answer = await rawRequest(serve.url, {
      method: "POST",
      path,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        "sec-fetch-site": "same-origin",
        origin: serve.url,
        "content-type": "application/json",
      },
      body: JSON.stringify({ connection, assessors: ["new-device"] }),
    });
    expect(answer.status, answer.text).toBe(204);
    await expect.poll(() => auditLines(serve).at(-1)?.target).toBe(userId);
  });

  it("is alive and ready", async () => {
    expect((await rawRequest(serve.url, { path: "/healthz" })).status).toBe(200);
    expect((await rawRequest(serve.url, { path: "/readyz" })).status).toBe(200);
  });
});

describe("npm run serve, static files and page policy", () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe({}, ["--dist", dist]);
  }, 30_000);
  afterAll(async () => {
    await serve.stop();
  });

  it("caches hashed assets forever and revalidates the page, compressed", async () => {
    const asset = await rawRequest(serve.url, {
      path: "/assets/index-AbCd1234.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    const page = await rawRequest(serve.url, { path: "/", headers: { "accept-encoding": "br" } });
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBeUndefined(); // below the compression floor
  });

  it("falls back to the app for navigations only; a missing asset is a 404", async () => {
    const navigation = await rawRequest(serve.url, {
      path: "/organizations/new",
      headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.text).toContain("<!doctype html>");
    const script = await rawRequest(serve.url, {
      path: "/assets/gone-AbCd1234.js",
      headers: { "sec-fetch-mode": "no-cors" },
    });
    expect(script.status).toBe(404);
    const fetchOfAPage = await rawRequest(serve.url, {
      path: "/organizations/new",
      headers: { "sec-fetch-mode": "cors" },
    });
    expect(fetchOfAPage.status).toBe(404);
  });

  it("sends the page policy on every response, HSTS only over TLS", async () => {
    for (const path of ["/", "/assets/index-AbCd1234.js", "/nope.js", "/healthz", "/api/v2/x"]) {
      const { headers } = await rawRequest(serve.url, { path });
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("no-referrer");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    // X-Forwarded-Proto is believed only when CONSOLE_TRUST_PROXY says so.
    const forwarded = await rawRequest(serve.url, {
      path: "/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forwarded.headers["strict-transport-security"]).toBeUndefined();
  });

  it("logs one JSON line per request, with a route pattern and a request id", async () => {
    const answer = await rawRequest(serve.url, { path: "/healthz" });
    const id = answer.headers["x-request-id"];
    await expect.poll(() => serve.lines.some((line) => line.includes(String(id)))).toBe(true);
    const line = JSON.parse(serve.lines.find((entry) => entry.includes(String(id))) ?? "{}");
    expect(Object.keys(line).sort()).toEqual(
      ["durationMs", "method", "requestId", "route", "status", "time"].sort(),
    );
    expect(line).toMatchObject({ method: "GET", route: "/healthz", status: 200 });
  });
});

describe("npm run serve, trusted proxy", () => {
  it("sends HSTS when the proxy it trusts says the request came over TLS", async () => {
    const serve = await startServe({ CONSOLE_TRUST_PROXY: "1" }, ["--dist", dist]);
    try {
      const answer = await rawRequest(serve.url, {
        path: "/",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    } finally {
      await serve.stop();
    }
  }, 30_000);
});

describe("npm run serve, credentials mode with a wrong client secret", () => {
  it("is not ready, answers a JSON 502 with no secret, and the tenant is unchanged", async () => {
    const serve = await startServe(
      {
        TENANT_URL: tenant.url,
        TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
        TENANT_CLIENT_SECRET: "wrong-secret",
      },
      ["--dist", dist],
    );
    try {
      await control.reset();
      const before = await control.state();
      expect((await rawRequest(serve.url, { path: "/readyz" })).status).toBe(503);
      const answer = await rawRequest(serve.url, {
        method: "POST",
        path: CLEAR_PATH,
        headers: {
          "sec-fetch-site": "same-origin",
          origin: serve.url,
          "content-type": "application/json",
        },
        body: CLEAR_BODY,
      });
      expect(answer.status).toBe(502);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toMatchObject({
        statusCode: 502,
        errorCode: "upstream_token",
      });
      expect(answer.text).not.toMatch(/wrong-secret|<html|at .*\.ts/);
      expect(await control.state()).toEqual(before);
    } finally {
      await serve.stop();
    }
  }, 30_000);
});

describe("npm run serve, refused configurations", () => {
  // Every fault readServeConfig finds ends the start this way; serveConfig.test.ts names each.
  it("ends with one line naming a fault in its variables and exit 1", async () => {
    const ended = await failedStart({ TENANT_URL: "not a url" }, ["--dist", dist]);
    expect(ended.code).toBe(1);
    const ours = ended.stderr.split("\n").filter((line) => line.startsWith("npm run serve:"));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/TENANT_URL must be an http\(s\) origin/);
  }, 30_000);

  it("ends with exit 1 when the port is taken", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const ended = await failedStart({}, ["--dist", dist, "--port", String(port)]);
      expect(ended.code).toBe(1);
      expect(ended.stderr).toMatch(new RegExp(`port ${port} on 127.0.0.1 is taken`));
    } finally {
      blocker.close();
    }
  }, 30_000);

  it("ends with exit 1 when there is no build", async () => {
    const ended = await failedStart({}, ["--dist", `${dist}/missing`]);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toMatch(/index\.html not found: run `npm run build` first/);
  }, 30_000);
});

describe("npm run serve, SIGTERM", () => {
  it("cuts a request still running when the grace period ends, and still exits 0", async () => {
    const stuck = createServer(() => {});
    await new Promise<void>((resolve) => stuck.listen(0, "127.0.0.1", resolve));
    const upstream = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
    const serve = await startServe({ TENANT_URL: upstream, CONSOLE_SHUTDOWN_GRACE_MS: "300" }, [
      "--dist",
      dist,
    ]);
    try {
      const inFlight = rawRequest(serve.url, {
        path: "/api/v2/token-exchange-profiles?take=1",
        headers: { "sec-fetch-site": "same-origin" },
      }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      process.kill(serve.pid, "SIGTERM");
      expect(await serve.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      stuck.closeAllConnections();
      stuck.close();
    }
  }, 30_000);

  it("lets a slow upstream request finish, then exits 0", async () => {
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ token_exchange_profiles: [] }));
      }, 1500);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const upstream = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const serve = await startServe({ TENANT_URL: upstream }, ["--dist", dist]);
    try {
      const inFlight = rawRequest(serve.url, {
        path: "/api/v2/token-exchange-profiles?take=1",
        headers: { "sec-fetch-site": "same-origin" },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      process.kill(serve.pid, "SIGTERM");
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ token_exchange_profiles: [] });
      expect(await serve.exited).toBe(0);
      expect(Date.now() - started).toBeGreaterThan(900);
      // Once stopping, it accepts nothing new.
      await expect(rawRequest(serve.url, { path: "/healthz" })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      slow.close();
    }
  }, 30_000);
});
