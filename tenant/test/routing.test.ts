import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_SCOPES, createTenant, isTenantPath } from "../index.ts";
import { expectError, startTenant, type TestTenant } from "./harness.ts";

let t: TestTenant;
let token: string;
/** Not listening and without test control: served through app.fetch and nodeHandler. */
const plain = createTenant();

beforeAll(async () => {
  t = await startTenant();
  token = await t.token();
});
afterAll(() => t.close());

describe("routing", () => {
  it("answers unknown routes with a JSON 404, rate-limit headers included under /api/v2", async () => {
    const response = await t.call("/api/v2/clients", { token });
    expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
    await expectError(response, 404, "not_found");
    await expectError(await t.call("/elsewhere"), 404, "not_found");
  });

  it("answers a wrong method with a JSON 405 and Allow", async () => {
    const response = await t.call("/api/v2/organizations", { method: "DELETE", token });
    expect(response.headers.get("allow")).toBe("GET, POST");
    await expectError(response, 405, "method_not_allowed");
    const listing = await t.call("/api/v2/token-exchange-profiles", { method: "PUT", token });
    expect(listing.headers.get("allow")).toBe("GET, POST");
    await expectError(listing, 405, "method_not_allowed");
    // /oauth/token answers in OAuth's shape instead: auth.test.ts covers it.
  });

  it("keeps test control away from a tenant that did not ask for it", async () => {
    const response = await plain.app.fetch(new Request("http://127.0.0.1/__tenant/state"));
    await expectError(response, 404, "not_found");
  });

  it("serves fetch-style through app.fetch", async () => {
    const origin = "http://tenant.test";
    const bearer = await plain.mintToken({ scopes: [...CONSOLE_SCOPES], origin });
    const response = await plain.app.fetch(
      new Request(`${origin}/api/v2/token-exchange-profiles?take=1`, {
        headers: { authorization: `Bearer ${bearer}` },
      }),
    );
    expect(response.status).toBe(200);
  });

  it("mounts as Node middleware next to other routes", async () => {
    const server = createServer((req, res) => {
      if (isTenantPath(req.url)) return plain.nodeHandler(req, res);
      res.end("the app");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const origin = `http://127.0.0.1:${port}`;
      const bearer = await plain.mintToken({ scopes: [...CONSOLE_SCOPES], origin });
      const listed = await fetch(`${origin}/api/v2/token-exchange-profiles`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(listed.status).toBe(200);
      expect(await (await fetch(`${origin}/index.html`)).text()).toBe("the app");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers a request Node cannot turn into a URL with the JSON body", async () => {
    const { hostname, port } = new URL(t.url);
    const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const req = request({
        hostname,
        port,
        path: "/api/v2/organizations",
        headers: { host: "bad host" },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ code: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(status.code).toBe(400);
    expect(JSON.parse(status.body)).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("recognises the tenant's paths", () => {
    for (const path of [
      "/api/v2",
      "/api/v2/organizations?x=1",
      "/oauth/token",
      "/oauth/token/",
      "/.well-known/jwks.json",
      "/__tenant/state",
    ]) {
      expect(isTenantPath(path), path).toBe(true);
    }
    for (const path of ["/", "/api/v20", "/src/main.tsx", "/oauth/tokens", undefined]) {
      expect(isTenantPath(path), String(path)).toBe(false);
    }
  });
});
