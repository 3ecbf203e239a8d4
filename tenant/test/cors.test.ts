import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackOrigin } from "../index.ts";
import { startTenant, type TestTenant } from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const CONSOLE = "http://localhost:5173";

let t: TestTenant;

beforeAll(async () => {
  t = await startTenant();
});
afterAll(() => t.close());

function preflight(origin: string, method = "GET"): Promise<Response> {
  return t.call(LIST, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,content-type",
    },
  });
}

describe("CORS", () => {
  it("answers a preflight from a loopback origin", async () => {
    const response = await preflight(CONSOLE, "PATCH");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(CONSOLE);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, PATCH, DELETE");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "Authorization, Content-Type",
    );
  });

  it("lets the console read the rate-limit headers of real responses, errors included", async () => {
    const response = await t.call(LIST, { headers: { origin: "http://127.0.0.1:4173" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
    expect(response.headers.get("access-control-expose-headers")).toMatch(
      /X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset/,
    );
    expect(response.headers.get("vary")).toMatch(/Origin/);
  });

  it("gives other origins no CORS header at all", async () => {
    for (const response of [
      await preflight("https://evil.example"),
      await t.call(LIST, { headers: { origin: "https://evil.example" } }),
    ]) {
      const cors = [...response.headers.keys()].filter((name) => name.startsWith("access-control"));
      expect(cors).toEqual([]);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("follows a configured origin rule", async () => {
    const custom = await startTenant({
      corsOrigins: (origin) => origin === "https://console.example",
    });
    try {
      const allowed = await custom.call(LIST, { headers: { origin: "https://console.example" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://console.example");
      const loopback = await custom.call(LIST, { headers: { origin: CONSOLE } });
      expect(loopback.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await custom.close();
    }
  });

  it("treats only loopback hosts as loopback", () => {
    expect(isLoopbackOrigin("http://127.0.0.1:4010")).toBe(true);
    expect(isLoopbackOrigin("https://localhost")).toBe(true);
    expect(isLoopbackOrigin("http://[::1]:8080")).toBe(true);
    expect(isLoopbackOrigin("http://localhost.evil.example")).toBe(false);
    expect(isLoopbackOrigin("http://127.0.0.1.nip.io")).toBe(false);
    expect(isLoopbackOrigin("null")).toBe(false);
  });
});
