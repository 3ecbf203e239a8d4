import { describe, expect, it } from "vitest";
import { readOwnOriginTenant } from "./consoleSetup";

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe("readOwnOriginTenant", () => {
  it("is a proxy only when the console's server says it proxies a tenant, and knows its mode", async () => {
    expect(await readOwnOriginTenant(answering(200, '{"proxy":"pass-through"}'))).toBe("proxy");
    expect(await readOwnOriginTenant(answering(200, '{"proxy":"credentials"}'))).toBe(
      "credentials",
    );
    expect(await readOwnOriginTenant(answering(200, '{"proxy":null}'))).toBeNull();
  });

  it("knows the local tenant of `npm start` on the same origin", async () => {
    const body = '{"proxy":null,"localTenant":true}';
    expect(await readOwnOriginTenant(answering(200, body))).toBe("local-tenant");
  });

  it("reads a static host, a dev server's page or a failure as no proxy", async () => {
    expect(await readOwnOriginTenant(answering(404, "Not found"))).toBeNull();
    expect(await readOwnOriginTenant(answering(200, "<!doctype html><html></html>"))).toBeNull();
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await readOwnOriginTenant(offline)).toBeNull();
  });
});
