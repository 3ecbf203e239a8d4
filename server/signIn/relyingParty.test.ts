import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLOCK_TOLERANCE_SECONDS, createRelyingParty, SignInFailed } from "./relyingParty.ts";
import type { SignInSettings } from "./signInSettings.ts";
import { FAKE_CLIENT, FAKE_ISSUER, type FakeProvider, fakeProvider } from "./test/fakeProvider.ts";

const CALLBACK = "http://127.0.0.1:8080/__console/callback";

function settings(idTokenAlg = "RS256"): SignInSettings {
  return {
    issuer: new URL(FAKE_ISSUER),
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    rolesClaim: "roles",
    idTokenAlg,
    timeouts: { idleMs: 60_000, absoluteMs: 3_600_000 },
  };
}

let provider: FakeProvider;

beforeAll(async () => {
  provider = await fakeProvider();
});

beforeEach(() => provider.willIssue({}));

async function signIn(alg = "RS256", callback: (url: URL) => URL = (url) => url) {
  const party = createRelyingParty(settings(alg), { fetch: provider.fetch });
  const { url, checks } = await party.start(CALLBACK);
  return party.finish(callback(provider.authorize(url)), checks);
}

const now = () => Math.floor(Date.now() / 1000);

describe("the console as relying party", () => {
  it("asks for a code with PKCE (S256), state and nonce, and returns the verified ID token's claims", async () => {
    const party = createRelyingParty(settings(), { fetch: provider.fetch });
    const { url, checks } = await party.start(CALLBACK);
    expect(url.origin + url.pathname).toBe(`${FAKE_ISSUER}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: FAKE_CLIENT.id,
      redirect_uri: CALLBACK,
      scope: "openid email profile",
      state: checks.state,
      nonce: checks.nonce,
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("code_challenge")).not.toBe(checks.codeVerifier);
    const claims = await party.finish(provider.authorize(url), checks);
    expect(claims).toMatchObject({
      sub: "person-1",
      email: "support@example.test",
      roles: ["support"],
    });
  });

  it("refuses a callback whose state is not the one this sign-in sent (login CSRF)", async () => {
    const forged = (url: URL) => {
      url.searchParams.set("state", "the-attackers-state");
      return url;
    };
    await expect(signIn("RS256", forged)).rejects.toThrow(SignInFailed);
  });

  it.each([
    ["another nonce", { claims: { nonce: "replayed" } }, /nonce/],
    ["another audience", { claims: { aud: "another-client" } }, /aud/],
    ["another issuer", { claims: { iss: "https://evil.example.test" } }, /iss/],
    ["a key outside the provider's JWKS", { foreignKey: true }, /signature|key/i],
    ["ES256, a key the JWKS holds but not the pinned alg", { alg: "ES256" as const }, /alg/],
    ["HS256 with the client secret", { alg: "HS256" as const }, /alg/],
  ])("refuses an ID token with %s", async (_what, recipe, reason) => {
    provider.willIssue(recipe);
    const failure = signIn();
    await expect(failure).rejects.toThrow(SignInFailed);
    await expect(failure).rejects.toThrow(reason);
  });

  it("accepts the algorithm it is pinned to, and only that one", async () => {
    provider.willIssue({ alg: "ES256" });
    await expect(signIn("ES256")).resolves.toMatchObject({ sub: "person-1" });
    provider.willIssue({ alg: "RS256" });
    await expect(signIn("ES256")).rejects.toThrow(/alg/);
  });

  it("refuses a provider that does not offer the pinned algorithm", async () => {
    const party = createRelyingParty(settings("PS256"), { fetch: provider.fetch });
    await expect(party.discover()).rejects.toThrow(/CONSOLE_SIGN_IN_ID_TOKEN_ALG/);
  });

  it(`tolerates ${CLOCK_TOLERANCE_SECONDS} s of clock skew, and no more`, async () => {
    provider.willIssue({ claims: { exp: now() - (CLOCK_TOLERANCE_SECONDS - 10) } });
    await expect(signIn()).resolves.toMatchObject({ sub: "person-1" });
    provider.willIssue({ claims: { exp: now() - (CLOCK_TOLERANCE_SECONDS + 10) } });
    await expect(signIn()).rejects.toThrow(/exp/);
    provider.willIssue({ claims: { nbf: now() + CLOCK_TOLERANCE_SECONDS - 10 } });
    await expect(signIn()).resolves.toMatchObject({ sub: "person-1" });
    provider.willIssue({ claims: { nbf: now() + CLOCK_TOLERANCE_SECONDS + 10 } });
    await expect(signIn()).rejects.toThrow(/nbf/);
  });

  it("sends the PKCE verifier: a code exchanged with another verifier is refused", async () => {
    const party = createRelyingParty(settings(), { fetch: provider.fetch });
    const { url, checks } = await party.start(CALLBACK);
    const callback = provider.authorize(url);
    await expect(
      party.finish(callback, { ...checks, codeVerifier: "x".repeat(43) }),
    ).rejects.toThrow(SignInFailed);
  });
});
