// @vitest-environment node

import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantControl } from "../tenant/control.ts";
import { createTenant, type RunningTenant, SEEDED_CLIENTS } from "../tenant/index.ts";
import { type RawAnswer, rawExchange, rawHangUp, rawRequest } from "./test/rawRequest.ts";
import { CLEAR_BODY, CLEAR_PATH, USER_ID } from "./test/refusedRequests.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

/**
 * Issue 23, findings 10 and 12: which Host names `npm run serve` answers in each mode, and what
 * it answers to a request it cannot read.
 */

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

const PUBLIC_ORIGIN = "https://console.example.com";

const CONFIGS = {
  static: () => ({}),
  "pass-through": () => ({ TENANT_URL: tenant.url }),
  credentials: () => ({
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
  }),
  "pass-through behind a TLS reverse proxy": () => ({
    TENANT_URL: tenant.url,
    CONSOLE_PUBLIC_ORIGIN: PUBLIC_ORIGIN,
  }),
  "credentials behind a TLS reverse proxy": () => ({
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    CONSOLE_PUBLIC_ORIGIN: PUBLIC_ORIGIN,
  }),
} as const;

/** What a DNS-rebound page asks for: everything a console serves, reads and writes alike. */
const PATHS: { method: string; path: string; body?: string }[] = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/assets/index-AbCd1234.js" },
  { method: "GET", path: "/healthz" },
  { method: "GET", path: "/readyz" },
  { method: "GET", path: "/__console/session" },
  { method: "GET", path: "/api/v2/token-exchange-profiles?take=1" },
  { method: "GET", path: `/api/v2/users/${encodeURIComponent(USER_ID)}?fields=identities` },
  { method: "GET", path: "/api/v2/connections?take=5" },
  { method: "POST", path: CLEAR_PATH, body: CLEAR_BODY },
  { method: "OPTIONS", path: "/api/v2/organizations" },
];

function expectJsonRefusal(answer: RawAnswer, status: number, errorCode: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(answer.text)).toMatchObject({ statusCode: status, errorCode });
}

describe.each(Object.keys(CONFIGS) as (keyof typeof CONFIGS)[])("npm run serve, %s", (config) => {
  let serve: ServeProcess;
  let port: string;

  beforeAll(async () => {
    serve = await startServe(CONFIGS[config](), ["--dist", dist]);
    port = new URL(serve.url).port;
  }, 30_000);

  afterAll(async () => {
    expect(await serve.stop()).toBe(0);
  });

  it("refuses a DNS-rebound page (Host attacker.example) on every path with a JSON 403", async () => {
    await control.reset();
    const before = await control.state();
    const rebound = `http://attacker.example:${port}`;
    for (const { method, path, body } of PATHS) {
      const answer = await rawRequest(serve.url, {
        method,
        path,
        // To the browser the rebound page is same-origin: only the Host tells it apart.
        headers: {
          host: `attacker.example:${port}`,
          "sec-fetch-site": "same-origin",
          origin: rebound,
          "content-type": "application/json",
        },
        body,
      });
      expectJsonRefusal(answer, 403, "foreign_host");
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(answer.text, path).not.toMatch(/token|samlp|oidc\|/);
    }
    expect(await control.state()).toEqual(before);
    // Each refusal is in the request log, as a route pattern like any request.
    await expect
      .poll(() => serve.lines.filter((line) => line.includes('"route":"(refused host)"')).length)
      .toBeGreaterThanOrEqual(PATHS.length);
  });

  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["console.example.com", config.includes("reverse proxy")],
    ["10.0.0.5", false],
  ])("answers the Host %s: %s", async (name, served) => {
    const answer = await rawRequest(serve.url, {
      path: "/healthz",
      headers: { host: `${name}:${port}` },
    });
    if (served) expect(answer.status).toBe(200);
    else expectJsonRefusal(answer, 403, "foreign_host");
  });

  it("answers /readyz to health checkers and its own page, never another site's page", async () => {
    const checker = await rawRequest(serve.url, { path: "/readyz" });
    expect(checker.status, checker.text).toBe(200);
    const crossSite = await rawRequest(serve.url, {
      path: "/readyz",
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
    });
    expectJsonRefusal(crossSite, 403, "cross_site_request");
  });

  if (config === "credentials behind a TLS reverse proxy") {
    it("serves the console's own page through the reverse proxy, which passes the public Host", async () => {
      const answer = await rawRequest(serve.url, {
        path: "/api/v2/token-exchange-profiles?take=1",
        headers: {
          host: "console.example.com",
          "sec-fetch-site": "same-origin",
          origin: PUBLIC_ORIGIN,
        },
      });
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).token_exchange_profiles).toHaveLength(1);
    });
  }
});

describe("npm run serve, requests it cannot read", () => {
  let serve: ServeProcess;
  let host: string;

  beforeAll(async () => {
    serve = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
    host = new URL(serve.url).host;
  }, 30_000);

  afterAll(async () => {
    expect(await serve.stop()).toBe(0);
  });

  const request = (line: string, headers: string[]) =>
    [line, ...headers, "Connection: close", "", ""].join("\r\n");

  it.each([
    ["two Host headers", () => request("GET /healthz HTTP/1.1", [`Host: ${host}`, "Host: evil"])],
    [
      "the same Host twice",
      () => request("GET /healthz HTTP/1.1", [`Host: ${host}`, `Host: ${host}`]),
    ],
    [
      "an absolute-form target with an invalid Host",
      () => request(`GET http://${host}/healthz HTTP/1.1`, ["Host: a b"]),
    ],
    [
      "an absolute-form target with an invalid host of its own",
      () => request("GET http://a b/healthz HTTP/1.1", [`Host: ${host}`]),
    ],
    [
      "an absolute-form target naming another host",
      () => request("GET http://attacker.example/api/v2/organizations HTTP/1.1", [`Host: ${host}`]),
    ],
    ["no Host at all", () => request("GET /healthz HTTP/1.1", [])],
    ["a Host with a comma", () => request("GET /healthz HTTP/1.1", [`Host: ${host}, evil`])],
    ["a target that is not a path", () => request("GET healthz HTTP/1.1", [`Host: ${host}`])],
    ["an asterisk target", () => request("OPTIONS * HTTP/1.1", [`Host: ${host}`])],
    [
      "a header line without a colon",
      () => request("GET /healthz HTTP/1.1", [`Host: ${host}`, "Bad"]),
    ],
    ["a control character in the target", () => request("GET /a\x01b HTTP/1.1", [`Host: ${host}`])],
    [
      "a proxy path with two Host headers",
      () => request("GET /api/v2/token-exchange-profiles HTTP/1.1", [`Host: ${host}`, "Host: x"]),
    ],
  ])("answers %s with a JSON 400 and logs no stack", async (_name, bytes) => {
    const answer = await rawExchange(serve.url, bytes());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({
      statusCode: 400,
      errorCode: expect.stringMatching(/^(invalid_host|invalid_request_target|invalid_request)$/),
    });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(serve.stderr()).not.toMatch(/\bat .*\.(ts|js|mjs):\d+|Error/);
    for (const line of serve.lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("logs a body the client cut short as a 400, with no stack", async () => {
    const head = [
      "POST /api/v2/organizations HTTP/1.1",
      `Host: ${host}`,
      "Sec-Fetch-Site: same-origin",
      "Content-Type: application/json",
      "Content-Length: 100",
    ];
    // Ten bytes of the hundred announced, then the connection closes.
    await rawHangUp(serve.url, `${head.join("\r\n")}\r\n\r\n{"name":"a`);
    await expect
      .poll(() =>
        serve.lines.some(
          (line) =>
            line.includes('"route":"/api/v2/organizations"') && line.includes('"status":400'),
        ),
      )
      .toBe(true);
    expect(serve.stderr()).not.toMatch(/\bat .*\.(ts|js|mjs):\d+|Error/);
  });

  it("serves an absolute-form target that names its own Host, as its path", async () => {
    const answer = await rawExchange(
      serve.url,
      request(`GET http://${host}/healthz HTTP/1.1`, [`Host: ${host}`]),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: "alive" });
  });
});
