import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_SCOPES, SEEDED_CLIENTS, TOKEN_MESSAGES } from "../index.ts";
import { expectError, startTenant, TEST_EPOCH, type TestTenant } from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const { admin, readOnly, nonGlobal } = SEEDED_CLIENTS;

const PUBLIC_ORIGIN = "https://tenant.example.com";

let t: TestTenant;
/** Has its own key, so its tokens carry a signature `t` cannot verify. */
let other: TestTenant;

beforeAll(async () => {
  [t, other] = await Promise.all([startTenant(), startTenant({ publicOrigin: PUBLIC_ORIGIN })]);
});
afterAll(() => Promise.all([t.close(), other.close()]));

function requestToken(body: Record<string, string>, form = false): Promise<Response> {
  return t.call("/oauth/token", {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
    },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

function credentials(client: { id: string; secret: string }) {
  return {
    grant_type: "client_credentials",
    client_id: client.id,
    client_secret: client.secret,
    audience: `${t.url}/api/v2/`,
  };
}

/** Every failure of the token endpoint is OAuth-shaped: exactly `error` and `error_description`. */
async function expectOAuthError(
  response: Response,
  status: number,
  error: string,
  description?: string | RegExp,
): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = JSON.parse(text);
  expect(Object.keys(body).sort()).toEqual(["error", "error_description"]);
  expect(body.error).toBe(error);
  expect(body.error_description).toEqual(expect.any(String));
  if (typeof description === "string") expect(body.error_description).toBe(description);
  else if (description) expect(body.error_description).toMatch(description);
}

function tokenCall(init: RequestInit): Promise<Response> {
  return fetch(`${t.url}/oauth/token`, init);
}

describe("POST /oauth/token", () => {
  it("issues an RS256 token with the admin client's four scopes, as JSON or form", async () => {
    for (const form of [false, true]) {
      const response = await requestToken(credentials(admin), form);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        token_type: "Bearer",
        expires_in: 86_400,
        scope: CONSOLE_SCOPES.join(" "),
      });
      expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: "RS256" });
      const jwks = createLocalJWKSet(await (await t.call("/.well-known/jwks.json")).json());
      const { payload } = await jwtVerify(body.access_token, jwks, {
        audience: `${t.url}/api/v2/`,
        issuer: `${t.url}/`,
        currentDate: new Date(TEST_EPOCH),
      });
      expect(payload).toMatchObject({
        sub: `${admin.id}@clients`,
        azp: admin.id,
        gty: "client-credentials",
        scope: CONSOLE_SCOPES.join(" "),
        iat: TEST_EPOCH / 1000,
        exp: TEST_EPOCH / 1000 + 86_400,
      });
    }
  });

  it("also answers on the trailing-slash path of the interface document", async () => {
    const response = await t.call("/oauth/token/", {
      method: "POST",
      json: credentials(readOnly),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).scope).toBe(readOnly.scopes.join(" "));
  });

  it("issues a token the API accepts", async () => {
    const { access_token } = await (await requestToken(credentials(admin))).json();
    expect((await t.call(LIST, { token: access_token })).status).toBe(200);
  });

  it("narrows to requested scopes and refuses ungranted ones", async () => {
    const narrowed = await requestToken({ ...credentials(admin), scope: "update:users" });
    expect((await narrowed.json()).scope).toBe("update:users");
    await expectOAuthError(
      await requestToken({ ...credentials(readOnly), scope: "update:users" }),
      403,
      "access_denied",
      "Client has not been granted scopes: update:users",
    );
  });

  it("answers a wrong secret and an unknown client alike: 401 access_denied", async () => {
    for (const form of [false, true]) {
      await expectOAuthError(
        await requestToken({ ...credentials(admin), client_secret: "nope" }, form),
        401,
        "access_denied",
        "Unauthorized",
      );
    }
    await expectOAuthError(
      await requestToken({ ...credentials(admin), client_id: "no-such-client" }),
      401,
      "access_denied",
      "Unauthorized",
    );
  });

  it("refuses a wrong audience with 403 access_denied", async () => {
    await expectOAuthError(
      await requestToken({ ...credentials(admin), audience: "https://elsewhere.example/api/v2/" }),
      403,
      "access_denied",
      "Service not enabled within domain: https://elsewhere.example/api/v2/",
    );
  });

  it("refuses other grants with unsupported_grant_type", async () => {
    await expectOAuthError(
      await requestToken({ ...credentials(admin), grant_type: "password" }),
      400,
      "unsupported_grant_type",
      "Unsupported grant type",
    );
  });

  it("answers a missing parameter with invalid_request naming it", async () => {
    await expectOAuthError(
      await requestToken({ grant_type: "client_credentials" }),
      400,
      "invalid_request",
      "Missing or invalid parameter: client_id",
    );
  });

  it("answers a body it cannot read with invalid_request, keeping the status", async () => {
    await expectOAuthError(
      await tokenCall({
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
      400,
      "invalid_request",
      "Invalid request payload JSON format",
    );
    await expectOAuthError(
      await tokenCall({ method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
      415,
      "invalid_request",
      /not supported/,
    );
    await expectOAuthError(
      await tokenCall({
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
      }),
      413,
      "invalid_request",
      /greater than maximum allowed/,
    );
  });

  it("answers another method with 405 invalid_request and Allow: POST", async () => {
    for (const path of ["/oauth/token", "/oauth/token/"]) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.headers.get("allow")).toBe("POST");
      await expectOAuthError(
        response,
        405,
        "invalid_request",
        "Method GET is not allowed here; use POST",
      );
    }
  });
});

describe("bearer tokens on /api/v2", () => {
  it("answers 401 Invalid token without a token, with garbage, expired or for another audience", async () => {
    const expired = await t.token(CONSOLE_SCOPES, { expiresInSeconds: -1 });
    const elsewhere = await t.tenant.mintToken({
      scopes: [...CONSOLE_SCOPES],
      origin: "http://127.0.0.1:1",
    });
    for (const token of [undefined, "garbage", "a.b.c", expired, elsewhere]) {
      await expectError(
        await t.call(LIST, { token }),
        401,
        "invalid_token",
        TOKEN_MESSAGES.invalid,
      );
    }
    await expectError(
      await t.call(LIST, { headers: { authorization: "Basic dXNlcjpwYXNz" } }),
      401,
      "invalid_token",
      TOKEN_MESSAGES.invalid,
    );
  });

  it("answers 401 Invalid token unless the scheme and token are one space apart (issue 33, 25)", async () => {
    const token = await t.token();
    expect((await t.call(LIST, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    for (const authorization of [
      `Bearer\t${token}`,
      `Bearer  ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer${token}`,
    ]) {
      await expectError(
        await t.call(LIST, { headers: { authorization } }),
        401,
        "invalid_token",
        TOKEN_MESSAGES.invalid,
      );
    }
  });

  it("expires tokens by the tenant clock", async () => {
    const token = await t.token();
    expect((await t.call(LIST, { token })).status).toBe(200);
    t.tenant.clock.advance(86_400_000);
    try {
      await expectError(await t.call(LIST, { token }), 401, "invalid_token", "Invalid token");
    } finally {
      t.tenant.clock.advance(-86_400_000);
    }
  });

  it("answers 401 with the signature message for a token signed by another key", async () => {
    const foreign = await other.tenant.mintToken({ scopes: [...CONSOLE_SCOPES], origin: t.url });
    await expectError(
      await t.call(LIST, { token: foreign }),
      401,
      "invalid_token",
      TOKEN_MESSAGES.badSignature,
    );
    const [header, , signature] = (await t.token()).split(".");
    const payload = Buffer.from(
      JSON.stringify({ ...decodeJwt(foreign), scope: "anything" }),
    ).toString("base64url");
    await expectError(
      await t.call(LIST, { token: `${header}.${payload}.${signature}` }),
      401,
      "invalid_token",
      TOKEN_MESSAGES.badSignature,
    );
  });

  it("answers 401 Invalid token for a signature or payload not in its exact base64url form", async () => {
    const token = await t.token();
    expect((await t.call(LIST, { token })).status, "the token as issued").toBe(200);
    const [header = "", payload = "", signature = ""] = token.split(".");
    const last = signature.at(-1) ?? "A";
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // A 256-byte signature leaves 4 unused bits in its last character: flipping one names the
    // same bytes in a spelling no encoder writes.
    const strayBits = ALPHABET[ALPHABET.indexOf(last) ^ 1];
    const variants: Record<string, string> = {
      "== after the signature": `${header}.${payload}.${signature}==`,
      "= after the signature": `${header}.${payload}.${signature}=`,
      "= after the payload": `${header}.${payload}=.${signature}`,
      "stray bits in the signature's last character": `${header}.${payload}.${signature.slice(0, -1)}${strayBits}`,
    };
    // Nearly every signature holds a - or _; the rare one without has no base64 spelling to try.
    if (/[-_]/.test(signature)) {
      variants["base64 instead of base64url"] =
        `${header}.${payload}.${signature.replaceAll("-", "+").replaceAll("_", "/")}`;
    }
    for (const [what, variant] of Object.entries(variants)) {
      expect(variant, what).not.toBe(token);
      await expectError(
        await t.call(LIST, { token: variant }),
        401,
        "invalid_token",
        TOKEN_MESSAGES.invalid,
      );
    }
  });

  it("answers 401 Client is not global. for a non-global client", async () => {
    const fromSeed = await requestToken(credentials(nonGlobal));
    const { access_token } = await fromSeed.json();
    await expectError(
      await t.call(LIST, { token: access_token }),
      401,
      "invalid_token",
      TOKEN_MESSAGES.notGlobal,
    );
    const minted = await t.token(CONSOLE_SCOPES, { clientId: "test-regional", global: false });
    await expectError(
      await t.call(LIST, { token: minted }),
      401,
      "invalid_token",
      "Client is not global.",
    );
  });

  it("answers 403 naming the scope expected", async () => {
    await expectError(
      await t.call(LIST, { token: await t.token([]) }),
      403,
      "insufficient_scope",
      "Insufficient scope, expected any of: read:token_exchange_profiles",
    );
  });

  it("checks tokens against publicOrigin when one is configured", async () => {
    const forPublic = await other.tenant.mintToken({
      scopes: [...CONSOLE_SCOPES],
      origin: PUBLIC_ORIGIN,
    });
    expect((await other.call(LIST, { token: forPublic })).status).toBe(200);
    await expectError(await other.call(LIST, { token: await other.token() }), 401, "invalid_token");
  });
});
