import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_WEB_CLIENT,
  DEFAULT_OPERATOR_PASSWORD,
  ID_TOKEN_ALG,
  SEEDED_CLIENTS,
  SIGN_IN_PEOPLE,
} from "../index.ts";
import { startTenant, type TestTenant } from "../test/harness.ts";
import { CALLBACK, startSignIn } from "./signInFlow.ts";
import { formOf, TestBrowser } from "./testBrowser.ts";

let tenant: TestTenant;
let issuer: string;

beforeAll(async () => {
  tenant = await startTenant();
  issuer = `${tenant.url}/oidc`;
});
afterAll(() => tenant.close());

/** Signs `email` in from the login page the start led to, and exchanges the code. */
async function signIn(email: string, options: Parameters<typeof startSignIn>[1] = {}) {
  const start = await startSignIn(issuer, options);
  const { action } = formOf(await start.page.response.text(), start.page.url);
  const { response, url } = await start.browser.submit(action, {
    email,
    password: DEFAULT_OPERATOR_PASSWORD,
  });
  expect(response.status).toBe(303);
  const tokens = await client.authorizationCodeGrant(start.config, url, start.checks);
  return { ...start, callback: url, tokens };
}

const headerOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[0] ?? "", "base64url").toString()) as { alg: string };

describe("the local tenant as an OpenID Provider", () => {
  it("serves discovery under the issuer, with the code flow, S256 and one signing alg", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/me`,
      end_session_endpoint: `${issuer}/session/end`,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
    });
    const jwks = await (await fetch(document.jwks_uri)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: "RSA", alg: ID_TOKEN_ALG })]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it("names the issuer on the started tenant", async () => {
    const { createTenant } = await import("../index.ts");
    const running = await createTenant().listen(0);
    try {
      expect(running.issuer).toBe(`${running.url}/oidc`);
      const document = await (
        await fetch(`${running.issuer}/.well-known/openid-configuration`)
      ).json();
      expect(document.issuer).toBe(running.issuer);
    } finally {
      await running.close();
    }
  });

  it.each(SIGN_IN_PEOPLE.map((person) => [person.email, person] as const))(
    "signs %s in with the code flow and puts roles, email and name in the ID token",
    async (_email, person) => {
      const { tokens, callback, checks } = await signIn(person.email);
      expect(callback.origin + callback.pathname).toBe(CALLBACK);
      expect(callback.searchParams.get("state")).toBe(checks.expectedState);
      expect(tokens.claims()).toMatchObject({
        iss: issuer,
        aud: CONSOLE_WEB_CLIENT.id,
        sub: person.sub,
        nonce: checks.expectedNonce,
        email: person.email,
        name: person.name,
        roles: [...person.roles],
      });
      expect(headerOf(tokens.id_token ?? "").alg).toBe(ID_TOKEN_ALG);
    },
  );

  it("gives the same sub to a person at every sign-in", async () => {
    const first = await signIn("support@console.local");
    const second = await signIn("support@console.local");
    expect(second.tokens.claims()?.sub).toBe(first.tokens.claims()?.sub);
  });

  it("comes back to any loopback address and port", async () => {
    for (const redirectUri of [
      "http://localhost:4321/__console/callback",
      "http://[::1]:8080/cb",
      "http://127.0.0.1:61999/",
    ]) {
      const { callback } = await signIn("admin@console.local", { redirectUri });
      expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
      expect(callback.searchParams.get("code")).toBeTruthy();
    }
  });

  it("refuses a redirect URI that is not loopback, and never sends the browser there", async () => {
    for (const redirectUri of [
      "https://evil.example/callback",
      "http://127.0.0.1.evil.example/callback",
      "https://127.0.0.1:5173/__console/callback",
    ]) {
      const { page } = await startSignIn(issuer, { redirectUri });
      expect(page.url.origin).toBe(tenant.url);
      expect(page.response.status).toBe(400);
      expect(await page.response.text()).toContain("redirect_uri did not match");
    }
  });

  it("requires PKCE: a request without a code challenge comes back with an error, no code", async () => {
    const { page } = await startSignIn(issuer, {
      params: { code_challenge: "", code_challenge_method: "" },
    });
    expect(page.url.origin + page.url.pathname).toBe(CALLBACK);
    expect(page.url.searchParams.get("error")).toBe("invalid_request");
    expect(page.url.searchParams.get("code")).toBeNull();
  });

  it("refuses a code exchanged with the wrong PKCE verifier", async () => {
    const start = await startSignIn(issuer);
    const { action } = formOf(await start.page.response.text(), start.page.url);
    const { url } = await start.browser.submit(action, {
      email: "admin@console.local",
      password: DEFAULT_OPERATOR_PASSWORD,
    });
    await expect(
      client.authorizationCodeGrant(start.config, url, {
        ...start.checks,
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
      }),
    ).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("answers userinfo with the same person, roles included", async () => {
    const { config, tokens } = await signIn("auditor@console.local");
    const sub = tokens.claims()?.sub ?? "";
    const info = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(info).toMatchObject({
      sub,
      email: "auditor@console.local",
      name: "Avery Auditor",
      roles: ["auditor"],
    });
  });

  it("signs in again without the login page while the provider's session lasts", async () => {
    const browser = new TestBrowser();
    await signIn("admin@console.local", { browser });
    const again = await startSignIn(issuer, { browser });
    expect(again.page.url.origin + again.page.url.pathname).toBe(CALLBACK);
    expect(again.page.url.searchParams.get("code")).toBeTruthy();
  });

  it("ends the session at end-session: back to the console, and the next sign-in asks again", async () => {
    const browser = new TestBrowser();
    const { config, tokens } = await signIn("admin@console.local", { browser });
    const postLogout = "http://127.0.0.1:5173/";
    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: postLogout,
      state: "after-sign-out",
    });
    const question = await browser.visit(endUrl);
    expect(question.response.status).toBe(200);
    const html = await question.response.text();
    expect(html).toContain("Sign out of the local tenant?");
    const { action, hidden } = formOf(html, question.url);
    const done = await browser.submit(action, { ...hidden, logout: "yes" });
    expect(done.url.href).toBe(`${postLogout}?state=after-sign-out`);

    const again = await startSignIn(issuer, { browser });
    expect(again.page.url.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await again.page.response.text()).toContain("<h1>Sign in</h1>");
  });

  it("refuses a post-logout redirect that is not loopback", async () => {
    const browser = new TestBrowser();
    const { config, tokens } = await signIn("admin@console.local", { browser });
    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: "https://evil.example/",
    });
    const { response, url } = await browser.visit(endUrl);
    expect(url.origin).toBe(tenant.url);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("post_logout_redirect_uri not registered");
  });

  it("leaves the management API's token endpoint and JWKS as they were", async () => {
    const token = await fetch(`${tenant.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: SEEDED_CLIENTS.admin.id,
        client_secret: SEEDED_CLIENTS.admin.secret,
        audience: `${tenant.url}/api/v2/`,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const listing = await tenant.call("/api/v2/token-exchange-profiles", { token: access_token });
    expect(listing.status).toBe(200);
    const jwks = await (await fetch(`${tenant.url}/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(1);
  });
});
