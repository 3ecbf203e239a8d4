import { describe, expect, it } from "vitest";
import { readConsoleSetup } from "./consoleSetup";

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

async function tenantOf(status: number, body: string) {
  return (await readConsoleSetup(answering(status, body))).tenant;
}

describe("readConsoleSetup", () => {
  it("is a proxy only when the console's server says it proxies a tenant, and knows its mode", async () => {
    expect(await tenantOf(200, '{"proxy":"pass-through"}')).toBe("proxy");
    expect(await tenantOf(200, '{"proxy":"credentials"}')).toBe("credentials");
    expect(await tenantOf(200, '{"proxy":null}')).toBeNull();
  });

  it("knows the local tenant of `npm start` on the same origin", async () => {
    expect(await tenantOf(200, '{"proxy":null,"localTenant":true}')).toBe("local-tenant");
  });

  it("reads a static host, a dev server's page or a failure as no proxy", async () => {
    expect(await tenantOf(404, "Not found")).toBeNull();
    expect(await tenantOf(200, "<!doctype html><html></html>")).toBeNull();
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await readConsoleSetup(offline)).toEqual({
      tenant: null,
      signInIssuer: null,
      store: false,
    });
  });

  it("knows when the server signs people in, and with which provider", async () => {
    const on = '{"proxy":"credentials","sign_in":{"issuer":"https://id.example.com/"}}';
    expect(await readConsoleSetup(answering(200, on))).toEqual({
      tenant: "credentials",
      signInIssuer: "https://id.example.com/",
      store: false,
    });
    for (const off of ['{"proxy":"credentials","sign_in":null}', '{"proxy":"credentials"}']) {
      expect((await readConsoleSetup(answering(200, off))).signInIssuer).toBeNull();
    }
    const odd = '{"proxy":"credentials","sign_in":{"issuer":42}}';
    expect((await readConsoleSetup(answering(200, odd))).signInIssuer).toBeNull();
  });

  it("knows when the server keeps history in a store, of either kind", async () => {
    for (const kind of ["embedded", "postgres"]) {
      const body = `{"proxy":"credentials","store":"${kind}"}`;
      expect((await readConsoleSetup(answering(200, body))).store).toBe(true);
    }
    for (const none of ['{"proxy":"credentials","store":null}', '{"proxy":null}']) {
      expect((await readConsoleSetup(answering(200, none))).store).toBe(false);
    }
  });
});
