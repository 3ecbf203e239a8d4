import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../test/rawRequest.ts";
import { createMemorySessionStore } from "./memorySessionStore.ts";
import { createSignIn } from "./signIn.ts";
import { readSignInSettings, type SignInSettings } from "./signInSettings.ts";
import { PEOPLE, type SignInServer, setCookies, startSignInServer } from "./test/signInServer.ts";

let server: SignInServer;

beforeAll(async () => {
  server = await startSignInServer();
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string>) =>
  rawRequest(server.url, { path, headers });

describe("sign-in endpoints (npm run serve with CONSOLE_SIGN_IN_ISSUER)", () => {
  it("sends the browser to the provider, then back to the console hash with a session cookie", async () => {
    const { begin, answer, cookie } = await server.signInAs(PEOPLE.support, {
      returnTo: "#/organizations/org_x",
    });
    expect(begin.status).toBe(302);
    expect(String(begin.headers.location)).toMatch(/^https:\/\/login\.example\.test\/authorize\?/);
    expect(setCookies(begin.headers).lines[0]).toMatch(
      /^console-sign-in=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=900$/,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/#/organizations/org_x");
    const lines = setCookies(answer.headers).lines;
    expect(lines).toContain("console-sign-in=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(lines.find((line) => line.startsWith("console-session="))).toMatch(
      /^console-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/,
    );
    const me = await get("/__console/me", server.ownPage(cookie));
    expect(me.status).toBe(200);
    const body = JSON.parse(me.text) as Record<string, unknown>;
    expect(body).toEqual({
      sub: "p|support",
      email: "support@example.test",
      name: "Sam Support",
      role: "support",
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // What the server's credential may do: its claims, never the token.
      credential: expect.objectContaining({ scope: expect.stringContaining("read:organizations") }),
    });
    expect(me.text).not.toMatch(/eyJ/);
    expect(new Date(String(body.expires_at)).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it("answers /me and /api/v2 with 401 signed_out without a session", async () => {
    for (const path of ["/__console/me", "/api/v2/organizations"]) {
      const answer = await get(path, server.ownPage(""));
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ error: "signed_out" });
    }
  });

  it("refuses a session id the server did not issue (fixation)", async () => {
    const made = `console-session=${"A".repeat(43)}`;
    expect((await get("/__console/me", server.ownPage(made))).status).toBe(401);
    expect((await get("/api/v2/organizations", server.ownPage(made))).status).toBe(401);
  });

  it("gives a new session id at every sign-in and ends the one the browser held", async () => {
    const first = await server.signInAs(PEOPLE.support);
    const second = await server.signInAs(PEOPLE.admin, { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await get("/__console/me", server.ownPage(first.cookie))).status).toBe(401);
    expect(
      JSON.parse((await get("/__console/me", server.ownPage(second.cookie))).text),
    ).toMatchObject({
      role: "administrator",
    });
  });

  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "#//evil.example/x y",
  ])(
    "comes back to the console's first screen, never elsewhere, for return=%s",
    async (returnTo) => {
      const { answer } = await server.signInAs(PEOPLE.support, { returnTo });
      expect(answer.headers.location).toBe("/#/");
    },
  );

  it("refuses a callback this browser did not start (login CSRF), and sets no session", async () => {
    const begin = await get("/__console/sign-in", { "sec-fetch-site": "none" });
    const authorize = new URL(String(begin.headers.location));
    server.provider.willIssue({ claims: { ...PEOPLE.admin } });
    const callback = server.provider.authorize(authorize);
    // The attacker's own code and state, in the victim's browser, which holds no pending cookie.
    const withoutCookie = await get(`${callback.pathname}${callback.search}`, {});
    expect(withoutCookie.status).toBe(400);
    expect(JSON.parse(withoutCookie.text)).toMatchObject({ error: "sign_in_failed" });
    // The victim's own pending sign-in, answered with the attacker's code and state.
    const victim = await get("/__console/sign-in", { "sec-fetch-site": "none" });
    const pending = setCookies(victim.headers).lines[0]?.split(";")[0] ?? "";
    const crossed = await get(`${callback.pathname}${callback.search}`, { cookie: pending });
    expect(crossed.status).toBe(400);
    expect(
      setCookies(crossed.headers).lines.some((line) => line.startsWith("console-session=")),
    ).toBe(false);
  });

  it("answers a pending sign-in's callback once only", async () => {
    const begin = await get("/__console/sign-in", { "sec-fetch-site": "none" });
    const pending = setCookies(begin.headers).lines[0]?.split(";")[0] ?? "";
    server.provider.willIssue({ claims: { ...PEOPLE.support } });
    const callback = server.provider.authorize(new URL(String(begin.headers.location)));
    const path = `${callback.pathname}${callback.search}`;
    expect((await get(path, { cookie: pending })).status).toBe(302);
    expect((await get(path, { cookie: pending })).status).toBe(400);
  });

  it("signs out from the console's own page only, and refuses the old cookie afterwards", async () => {
    const { cookie } = await server.signInAs(PEOPLE.admin);
    for (const crossSite of [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:1" },
    ]) {
      const refused = await rawRequest(server.url, {
        method: "POST",
        path: "/__console/sign-out",
        headers: { cookie, ...crossSite },
      });
      expect(refused.status).toBe(403);
      expect((await get("/__console/me", server.ownPage(cookie))).status).toBe(200);
    }
    const out = await rawRequest(server.url, {
      method: "POST",
      path: "/__console/sign-out",
      headers: server.ownPage(cookie),
    });
    expect(out.status).toBe(204);
    expect(setCookies(out.headers).lines).toEqual([
      "console-session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    ]);
    // The browser forgets it; a copy of it (a replay) finds nothing either.
    expect((await get("/__console/me", server.ownPage(cookie))).status).toBe(401);
    expect((await get("/api/v2/organizations", server.ownPage(cookie))).status).toBe(401);
  });

  it("hands the page no token, stand-in or real, and says where people sign in", async () => {
    const { cookie } = await server.signInAs(PEOPLE.admin);
    const session = await get("/__console/session", server.ownPage(cookie));
    expect(session.status).toBe(404);
    expect(session.text).not.toMatch(/eyJ/);
    const setup = JSON.parse((await get("/__console/setup", {})).text) as Record<string, unknown>;
    expect(setup).toMatchObject({
      proxy: "credentials",
      sign_in: { issuer: "https://login.example.test/" },
      store: null,
    });
  });
});

describe("sign-in served over TLS (an https public origin)", () => {
  let tls: SignInServer;

  beforeAll(async () => {
    tls = await startSignInServer({ publicOrigin: "https://console.example.test" });
  });

  afterAll(async () => {
    await tls.close();
  });

  it("names its cookies __Host- and makes them Secure", async () => {
    const { begin, answer, cookie } = await tls.signInAs(PEOPLE.auditor);
    expect(setCookies(begin.headers).lines[0]).toMatch(
      /^__Host-console-sign-in=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure;/,
    );
    expect(
      setCookies(answer.headers).lines.find((line) => line.startsWith("__Host-console-session=")),
    ).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=43200$/);
    expect(cookie).toMatch(/^__Host-console-session=/);
    expect(
      (await rawRequest(tls.url, { path: "/__console/me", headers: tls.ownPage(cookie) })).status,
    ).toBe(200);
  });
});

describe("sign-in while the provider cannot be reached", () => {
  it("answers 502 sign_in_unavailable and keeps nothing pending", async () => {
    const unreachable = new Error("connect ECONNREFUSED");
    const signIn = createSignIn({
      settings: readSignInSettings(
        {
          CONSOLE_SIGN_IN_ISSUER: "https://login.example.test/",
          CONSOLE_SIGN_IN_CLIENT_ID: "c",
          CONSOLE_SIGN_IN_CLIENT_SECRET: "s",
        },
        true,
      ) as SignInSettings,
      store: createMemorySessionStore(),
      secureCookies: false,
      log: () => {},
      relyingParty: {
        discover: () => Promise.reject(unreachable),
        start: () => Promise.reject(unreachable),
        finish: () => Promise.reject(unreachable),
      },
    });
    const answer = await signIn.begin("/__console/sign-in", "http://127.0.0.1:8080");
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ error: "sign_in_unavailable" });
    expect(answer.headers.get("set-cookie")).toBeNull();
  });
});
