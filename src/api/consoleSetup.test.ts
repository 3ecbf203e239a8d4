import { describe, expect, it } from "vitest";
import { readOwnOriginProxies } from "./consoleSetup";

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe("readOwnOriginProxies", () => {
  it("is true only when the console's server says it proxies a tenant", async () => {
    expect(await readOwnOriginProxies(answering(200, '{"proxy":"pass-through"}'))).toBe(true);
    expect(await readOwnOriginProxies(answering(200, '{"proxy":"credentials"}'))).toBe(true);
    expect(await readOwnOriginProxies(answering(200, '{"proxy":null}'))).toBe(false);
  });

  it("reads a static host, a dev server's page or a failure as no proxy", async () => {
    expect(await readOwnOriginProxies(answering(404, "Not found"))).toBe(false);
    expect(await readOwnOriginProxies(answering(200, "<!doctype html><html></html>"))).toBe(false);
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await readOwnOriginProxies(offline)).toBe(false);
  });
});
