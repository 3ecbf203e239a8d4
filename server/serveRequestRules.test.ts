// @vitest-environment node

import { rm } from "node:fs/promises";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleServer } from "./consoleServerPlugin.ts";
import { readServerEnv } from "./serverEnv.ts";
import { type FakeTenant, fakeTenant, json } from "./test/fakeTenant.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { CLEAR_BODY } from "./test/refusedRequests.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

/**
 * Issue 33, findings 30 and 31: a path parameter outside its row's pattern, or a query key, a
 * repetition or a value the console does not send, is a JSON 400 from the console's server, and
 * nothing reaches the tenant, whether `npm run serve` or the dev server (`npm start` with
 * TENANT_URL) proxies. Finding 25: in pass-through mode, an Authorization the service would
 * refuse is the service's 401, and is neither forwarded nor audited.
 */

const ORG = "org_abcdefghijklmnop";
const clear = (id: string) => `/api/v2/users/${id}/risk-assessments/clear`;

const PROBES: { why: string; method: string; path: string; body?: string }[] = [
  {
    why: "sub-resources in an org id",
    method: "DELETE",
    path: `/api/v2/organizations/org_x%2Fmembers%2Fu%2Froles`,
  },
  {
    why: "a query key on a write",
    method: "POST",
    path: "/api/v2/organizations?fields=id",
    body: '{"name":"x"}',
  },
  {
    why: "a query key on a delete",
    method: "DELETE",
    path: `/api/v2/organizations/${ORG}?cascade=true`,
  },
  {
    why: "a key of another operation",
    method: "GET",
    path: "/api/v2/token-exchange-profiles?per_page=1000",
  },
  { why: "take over 100", method: "GET", path: "/api/v2/token-exchange-profiles?take=1000" },
  { why: "a repeated key", method: "GET", path: "/api/v2/token-exchange-profiles?take=1&take=2" },
  { why: "an older search engine", method: "GET", path: "/api/v2/users?q=*:*&search_engine=v1" },
  { why: "a search on a listing", method: "GET", path: "/api/v2/organizations?q=*:*" },
  { why: "`..;`", method: "POST", path: clear("oidc%7Cx%2F..%3B%2Fy"), body: CLEAR_BODY },
  {
    why: "double-encoded dots",
    method: "POST",
    path: clear("oidc%7Cx%2F%252e%252e%2Fy"),
    body: CLEAR_BODY,
  },
  {
    why: "fullwidth dots",
    method: "POST",
    path: clear("oidc%7Cx%2F%EF%BC%8E%EF%BC%8E"),
    body: CLEAR_BODY,
  },
  { why: "an empty part", method: "POST", path: clear("oidc%7Cx%2F%2Fy"), body: CLEAR_BODY },
  { why: "encoded CR LF", method: "POST", path: clear("oidc%7Cx%0D%0Ay"), body: CLEAR_BODY },
  { why: "encoded NUL", method: "POST", path: clear("oidc%7Cx%00"), body: CLEAR_BODY },
];

let tenant: FakeTenant;
let dist: string;

beforeAll(async () => {
  tenant = await fakeTenant((_req, res) => json(res, 200, { token_exchange_profiles: [] }));
  dist = await fakeDist();
});

afterAll(async () => {
  await tenant.close();
  await rm(dist, { recursive: true, force: true });
});

function probe(origin: string, { method, path, body }: (typeof PROBES)[number]) {
  return rawRequest(origin, {
    method,
    path,
    headers: {
      "sec-fetch-site": "same-origin",
      origin,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body,
  });
}

/** A JWT whose payload names `sub`; the fake tenant does not check it. */
const TOKEN = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from('{"sub":"admin|1"}').toString("base64url")}.sig`;

function refusesEveryProbe(origin: () => string) {
  it.each([`Bearer\t${TOKEN}`, `Bearer  ${TOKEN}`, `Bearer${TOKEN}`])(
    "refuses Authorization %j with the service's 401, nothing forwarded",
    async (authorization) => {
      tenant.apiCalls.length = 0;
      const answer = await rawRequest(origin(), {
        method: "POST",
        path: clear("oidc%7Cx"),
        headers: {
          "sec-fetch-site": "same-origin",
          origin: origin(),
          "content-type": "application/json",
          authorization,
        },
        body: CLEAR_BODY,
      });
      expect(answer.status, answer.text).toBe(401);
      expect(JSON.parse(answer.text)).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        message: "Invalid token",
        errorCode: "invalid_token",
      });
      expect(tenant.apiCalls).toEqual([]);
    },
  );

  it.each(PROBES)("refuses $why ($method $path) with a JSON 400, nothing forwarded", async (p) => {
    tenant.apiCalls.length = 0;
    const answer = await probe(origin(), p);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      errorCode: expect.stringMatching(/^(invalid_uri|invalid_query_string)$/),
    });
    expect(tenant.apiCalls).toEqual([]);
  });

  it("forwards the console's own query as it wrote it", async () => {
    tenant.apiCalls.length = 0;
    const path = "/api/v2/token-exchange-profiles?from=a%2Bb&take=100";
    const answer = await rawRequest(origin(), {
      path,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(tenant.apiCalls.map(({ url }) => url)).toEqual([path]);
  });
}

describe("npm run serve, pass-through mode", () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
  }, 30_000);
  afterAll(async () => {
    expect(await serve.stop()).toBe(0);
  });
  refusesEveryProbe(() => serve.url);
});

describe("npm start with TENANT_URL (the dev server's proxy)", () => {
  let server: ViteDevServer;
  let origin = "";
  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      logLevel: "silent",
      plugins: [consoleServer(readServerEnv({ TENANT_URL: tenant.url }))],
      server: { host: "127.0.0.1", port: 0, hmr: false, open: false, ws: false },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (address === null || typeof address !== "object" || address === undefined) {
      throw new Error("the dev server is not listening");
    }
    origin = `http://127.0.0.1:${address.port}`;
  }, 30_000);
  afterAll(async () => {
    await server.close();
  });
  refusesEveryProbe(() => origin);
});
