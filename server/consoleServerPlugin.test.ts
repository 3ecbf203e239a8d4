import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_OPERATOR_PASSWORD, SIGN_IN_PEOPLE } from "../tenant/index.ts";
import { consoleServer } from "./consoleServerPlugin.ts";
import { readServerEnv } from "./serverEnv.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { signInThroughTenant } from "./test/tenantSignIn.ts";

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

/** A call from the console's own page, as the proxy's guard wants it. */
function fromPage(origin: string, path: string, cookie?: string) {
  const headers = { "sec-fetch-site": "same-origin", origin, ...(cookie ? { cookie } : {}) };
  return rawRequest(origin, { path, headers });
}

describe("CONSOLE_SIGN_IN=local npm start", { timeout: 30_000 }, () => {
  it("says people sign in at the local tenant's provider, and prints who and with what", async () => {
    const { origin, printed } = await start({ CONSOLE_SIGN_IN: "local" });
    await vi.waitFor(() => expect(printed()).toContain(DEFAULT_OPERATOR_PASSWORD), {
      timeout: 10_000,
    });
    const setup = JSON.parse((await fromPage(origin, "/__console/setup")).text);
    expect(setup).toEqual({
      proxy: "credentials",
      localTenant: false,
      sign_in: { issuer: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/oidc$/) },
      store: null,
    });
    expect(printed()).toContain(`People sign in at ${setup.sign_in.issuer}`);
    for (const { email } of SIGN_IN_PEOPLE) expect(printed()).toContain(`  ${email} (`);
  });

  it("hands the page no token, and answers /api/v2 without a session 401 signed_out", async () => {
    const { origin } = await start({ CONSOLE_SIGN_IN: "local" });
    expect((await fromPage(origin, "/__console/dev-session")).status).toBe(404);
    const answer = await fromPage(origin, "/api/v2/organizations");
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ error: "signed_out" });
  });

  it("signs a person in at the provider's login page; /me names them and /api/v2 reads", async () => {
    const { origin } = await start({ CONSOLE_SIGN_IN: "local" });
    const { callback, cookie } = await signInThroughTenant(origin, "support@console.local");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/#/organizations");
    const me = await fromPage(origin, "/__console/me", cookie);
    expect(JSON.parse(me.text)).toMatchObject({ email: "support@console.local", role: "support" });
    const organizations = await fromPage(origin, "/api/v2/organizations", cookie);
    expect(organizations.status, organizations.text).toBe(200);
    expect(JSON.parse(organizations.text)).toContainEqual(
      expect.objectContaining({ name: "wayne-enterprises" }),
    );
  });

  it("stops the tenant it started when the server closes", async () => {
    const { origin } = await start({ CONSOLE_SIGN_IN: "local" });
    const { issuer } = JSON.parse((await fromPage(origin, "/__console/setup")).text).sign_in;
    const discovery = `${issuer}/.well-known/openid-configuration`;
    expect((await fetch(discovery)).status).toBe(200);
    await server?.close();
    server = undefined;
    await vi.waitFor(() => expect(fetch(discovery)).rejects.toThrow());
  });

  it("without the switch, /api/v2 is the local tenant's own, as before", async () => {
    const { origin } = await start({});
    const answer = await fromPage(origin, "/api/v2/organizations");
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).not.toMatchObject({ error: "signed_out" });
    expect((await fromPage(origin, "/__console/dev-session")).status).toBe(200);
  });
});
