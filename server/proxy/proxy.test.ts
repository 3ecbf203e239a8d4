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

  it("audits a write with its reason and the caller's sub (written as one line: auditLog.test)", async () => {
    const { call, audit } = setup();
    await call("/api/v2/organizations", WRITE);
    expect(audit).toEqual([
      expect.objectContaining({
        operation: "createOrganization",
        target: null,
        status: 200,
        requestId: "req-1",
        sub: "user|1",
        reason: "TICKET-7\tforged: line",
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
    const tokens = { get: async () => "server-token", refused: vi.fn(), accepted: vi.fn() };
    const { call, sent, audit } = setup({ tokens });
    await call("/api/v2/organizations", WRITE);
    expect(new Headers(sent[0]?.init.headers).get("authorization")).toBe("Bearer server-token");
    expect(audit[0]?.sub).toBeUndefined();
  });

  it("after a tenant 401, refreshes its token once and sends the call again (issue 23, 17)", async () => {
    const issued = ["revoked", "fresh"];
    const tokens = {
      get: vi.fn(async () => issued[0] ?? "none"),
      refused: vi.fn(() => issued.shift()),
      accepted: vi.fn(),
    };
    const { call, sent, audit } = setup({ tokens }, () =>
      sent.length === 1
        ? Response.json({ statusCode: 401, message: "Invalid token" }, { status: 401 })
        : Response.json({ id: "org_1" }, { status: 201 }),
    );
    expect((await call("/api/v2/organizations", WRITE)).status).toBe(201);
    expect(sent.map(({ init }) => init.headers.authorization)).toEqual([
      "Bearer revoked",
      "Bearer fresh",
    ]);
    expect(tokens.refused).toHaveBeenCalledExactlyOnceWith("revoked");
    expect(tokens.accepted).toHaveBeenCalledWith("fresh");
    expect(audit).toEqual([expect.objectContaining({ status: 201 })]);
  });

  it("answers the second 401 after one refresh, with no third try (issue 23, 17)", async () => {
    let current = 1;
    const tokens = {
      get: vi.fn(async () => `token-${current}`),
      refused: vi.fn(() => {
        current += 1;
      }),
      accepted: vi.fn(),
    };
    const { call, sent } = setup({ tokens }, () =>
      Response.json({ statusCode: 401, message: "Invalid token" }, { status: 401 }),
    );
    expect((await call("/api/v2/organizations", WRITE)).status).toBe(401);
    expect(sent).toHaveLength(2);
    expect(tokens.get).toHaveBeenCalledTimes(2);
    expect(tokens.accepted).not.toHaveBeenCalled();
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

  it("keeps an encoded slash inside its path segment (a user id holding `/`)", async () => {
    const { call, sent } = setup();
    await call("/api/v2/users/samlp%7Cops%2Falex/risk-assessments/clear", WRITE);
    expect(sent[0]?.url).toBe(`${TENANT}/api/v2/users/samlp%7Cops%2Falex/risk-assessments/clear`);
  });

  it.each([
    "a%2F..%2Fb",
    "..%2F..%2Forganizations",
    "%2e%2e%2f%2e%2e%2forganizations",
    "..%5c..%5corganizations",
    "a%5Cb",
    "%2E%2E",
  ])("refuses the id %s with a 400 and sends nothing (issue 23, 11)", async (id) => {
    const { call, sent, audit } = setup();
    const answer = await call(`/api/v2/users/${id}/risk-assessments/clear`, WRITE);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorCode: "invalid_uri" });
    expect(sent).toEqual([]);
    expect(audit).toEqual([]);
  });

  it.each([
    ["text/html", "<script>alert(1)</script>"],
    ["text/javascript", "alert(1)"],
    ["", "{}"],
  ])("turns a 2xx with a %j body into a JSON 502 (issue 23, 21)", async (type, text) => {
    const { call } = setup({}, () => {
      const answer = new Response(text, { status: 200 });
      if (type) answer.headers.set("content-type", type);
      else answer.headers.delete("content-type");
      return answer;
    });
    const answer = await call("/api/v2/token-exchange-profiles", {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(answer.status).toBe(502);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ errorCode: "upstream_invalid_response" });
  });

  it("passes a 2xx without a body, and no content type with it", async () => {
    const { call } = setup(
      {},
      () => new Response(null, { status: 204, headers: { "content-type": "text/html" } }),
    );
    const answer = await call("/api/v2/users/oidc%7Cu1/risk-assessments/clear", WRITE);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("content-type")).toBeNull();
  });

  it("audits a write still with the tenant as outcome unknown when shutdown cuts it (issue 23, 13)", async () => {
    const audit: AuditEntry[] = [];
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const proxy = createProxy({
      tenantUrl: TENANT,
      tokens: null,
      audit: async (entry) => {
        audit.push(entry);
      },
      upstream: (_url, init) => {
        if (init.method === "POST") arrived();
        return new Promise(() => {});
      },
    });
    void proxy({
      request: new Request(`${OWN}/api/v2/organizations`, WRITE),
      rawUrl: "/api/v2/organizations",
      ownOrigin: OWN,
      requestId: "req-cut",
    });
    // A read in flight is not a write: it leaves no audit line.
    void proxy({
      request: new Request(`${OWN}/api/v2/token-exchange-profiles`),
      rawUrl: "/api/v2/token-exchange-profiles",
      ownOrigin: OWN,
      requestId: "req-read",
    });
    await reached;
    await proxy.auditCutWrites();
    expect(audit).toEqual([
      expect.objectContaining({
        operation: "createOrganization",
        requestId: "req-cut",
        status: null,
        outcome: "unknown",
        reason: "TICKET-7\tforged: line",
      }),
    ]);
    // Cut once: a second call finds nothing left.
    await proxy.auditCutWrites();
    expect(audit).toHaveLength(1);
  });
});
