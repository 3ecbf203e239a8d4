import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleServer } from "./consoleServerPlugin.ts";
import { readServerEnv } from "./serverEnv.ts";

let server: ViteDevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** `npm start` as the plugin sees it, on a free port of 127.0.0.1, and what it printed. */
async function start(env: NodeJS.ProcessEnv): Promise<{ origin: string; printed: () => string }> {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  server = await createServer({
    configFile: false,
    logLevel: "silent",
    plugins: [consoleServer(readServerEnv(env))],
    server: { host: "127.0.0.1", port: 0, hmr: false, open: false, ws: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (address === null || typeof address !== "object" || address === undefined) {
    throw new Error("the dev server is not listening");
  }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    printed: () => warn.mock.calls.map((call) => call.join(" ")).join("\n"),
  };
}

describe("consoleServer (npm start)", { timeout: 20_000 }, () => {
  it("prints the Tenant URL line and tells the page that the local tenant answers here", async () => {
    const { origin, printed } = await start({});
    await vi.waitFor(() => expect(printed()).toContain(`Tenant URL for the console: ${origin}`), {
      timeout: 10_000,
    });
    const setup = await fetch(`${origin}/__console/setup`);
    expect(await setup.json()).toEqual({
      proxy: null,
      localTenant: true,
      sign_in: null,
      store: null,
    });
  });

  it("with TENANT_URL, says it proxies, as `npm run serve` does", async () => {
    const { origin, printed } = await start({ TENANT_URL: "https://tenant.example.com" });
    await vi.waitFor(() => expect(printed()).toContain(`Tenant URL for the console: ${origin}`), {
      timeout: 10_000,
    });
    const setup = await fetch(`${origin}/__console/setup`);
    expect(await setup.json()).toEqual({
      proxy: "pass-through",
      localTenant: false,
      sign_in: null,
      store: null,
    });
  });
});
