import { describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "./auditLog.ts";
import { createProxy, type ProxyOptions } from "./proxy.ts";
import type { Upstream } from "./upstream.ts";

const OWN = "http://127.0.0.1:8080";
const TENANT = "https://tenant.example.com";
/** Header and payload of a JWT whose sub is "user|1"; the signature is not checked here. */
const BROWSER_TOKEN = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from('{"sub":"user|1"}').toString("base64url")}.sig`;

function setup(options: Partial<ProxyOptions> = {}, reply = () => Response.json({ ok: true })) {
  const sent: { url: string; init: Parameters<Upstream>[1] }[] = [];
  const audit: AuditEntry[] = [];
  const proxy = createProxy({
    tenantUrl: TENANT,
    tokens: null,
    audit: async (entry) => {
      audit.push(entry);
    },
    upstream: vi.fn<Upstream>(async (url, init) => {
      sent.push({ url, init });
      const answer = reply();
      const body = new Uint8Array(await answer.arrayBuffer());
      return { status: answer.status, headers: Object.fromEntries(answer.headers), body };
    }),
    ...options,
  });
  const call = (rawUrl: string, init: RequestInit & { headers?: Record<string, string> }) =>
    proxy({
      request: new Request(`${OWN}${rawUrl}`, init),
      rawUrl,
      ownOrigin: OWN,
      requestId: "req-1",
    });
  return { call, sent, audit };
}

const WRITE = {
  method: "POST",
  headers: {
    "sec-fetch-site": "same-origin",
    origin: OWN,
    "content-type": "application/json",
    authorization: `Bearer ${BROWSER_TOKEN}`,
    cookie: "session=1",
    referer: `${OWN}/`,
    connection: "keep-alive",
    "x-console-reason": "TICKET-7\tforged: line",
  },
  body: '{"name":"acme"}',
};

describe("the proxy", () => {
  it("forwards only what the tenant needs: no cookie, origin, referer, reason or hop-by-hop", async () => {
    const { call, sent } = setup();
    expect((await call("/api/v2/organizations", WRITE)).status).toBe(200);
    expect(sent[0]?.url).toBe(`${TENANT}/api/v2/organizations`);
    const headers = new Headers(sent[0]?.init.headers);
    expect([...headers.keys()].sort()).toEqual(["authorization", "content-type", "x-request-id"]);
    expect(headers.get("authorization")).toBe(`Bearer ${BROWSER_TOKEN}`);
  });

  it("audits a write with its reason on one line and the caller's sub", async () => {
    const { call, audit } = setup();
    await call("/api/v2/organizations", WRITE);
    expect(audit).toEqual([
      expect.objectContaining({
        operation: "createOrganization",
        target: null,
        status: 200,
        requestId: "req-1",
        sub: "user|1",
        reason: "TICKET-7 forged: line",
      }),
    ]);
  });

  it("records the reason as the administrator typed it, percent-encoding undone", async () => {
    const { call, audit } = setup();
    await call("/api/v2/organizations", {
      ...WRITE,
      headers: { ...WRITE.headers, "x-console-reason": "Ticket%20%C3%A9t%C3%A9 100%25" },
    });
    expect(audit[0]?.reason).toBe("Ticket été 100%");
  });

  it("replaces the browser's Authorization with its own token in credentials mode", async () => {
    const tokens = { get: async () => "server-token", invalidate: vi.fn() };
    const { call, sent, audit } = setup({ tokens });
    await call("/api/v2/organizations", WRITE);
    expect(new Headers(sent[0]?.init.headers).get("authorization")).toBe("Bearer server-token");
    expect(audit[0]?.sub).toBeUndefined();
  });

  it("forgets its token when the tenant answers 401", async () => {
    const tokens = { get: async () => "revoked", invalidate: vi.fn() };
    const { call } = setup({ tokens }, () =>
      Response.json({ statusCode: 401, message: "Invalid token" }, { status: 401 }),
    );
    expect((await call("/api/v2/organizations", WRITE)).status).toBe(401);
    expect(tokens.invalidate).toHaveBeenCalledOnce();
  });

  it("passes the rate-limit headers unchanged and drops Set-Cookie", async () => {
    const { call } = setup({}, () =>
      Response.json([], {
        headers: {
          "x-ratelimit-limit": "50",
          "x-ratelimit-remaining": "49",
          "x-ratelimit-reset": "1900000000",
          "set-cookie": "upstream=1",
        },
      }),
    );
    const answer = await call("/api/v2/token-exchange-profiles?take=5", {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(answer.headers.get("x-ratelimit-limit")).toBe("50");
    expect(answer.headers.get("x-ratelimit-remaining")).toBe("49");
    expect(answer.headers.get("x-ratelimit-reset")).toBe("1900000000");
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("turns an HTML error page of the upstream into a JSON 502", async () => {
    const { call } = setup(
      {},
      () =>
        new Response("<html>Bad gateway</html>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    const answer = await call("/api/v2/organizations", WRITE);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({
      statusCode: 502,
      errorCode: "upstream_invalid_response",
    });
  });

  it("answers a JSON 504 when the tenant does not answer in time", async () => {
    const proxy = createProxy({
      tenantUrl: TENANT,
      tokens: null,
      audit: async () => {},
      timeoutMs: 20,
      upstream: (_url, init) =>
        new Promise((_resolve, reject) => {
          const timeout = new Error("no answer");
          timeout.name = "TimeoutError";
          setTimeout(() => reject(timeout), init.timeoutMs);
        }),
    });
    const answer = await proxy({
      request: new Request(`${OWN}/api/v2/token-exchange-profiles`),
      rawUrl: "/api/v2/token-exchange-profiles",
      ownOrigin: OWN,
      requestId: "r",
    });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ errorCode: "upstream_timeout" });
  });

  it("keeps an encoded slash inside its path segment", async () => {
    const { call, sent } = setup();
    await call("/api/v2/users/a%2F..%2Fb/risk-assessments/clear", WRITE);
    expect(sent[0]?.url).toBe(`${TENANT}/api/v2/users/a%2F..%2Fb/risk-assessments/clear`);
  });
});
