import { createHash, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import type { CustomFetch } from "openid-client";

export const FAKE_ISSUER = "https://login.example.test";
export const FAKE_CLIENT = { id: "console-web", secret: "console-web-secret" } as const;

/** How the next ID token is made: its alg and key, claims added or changed. */
interface IdTokenRecipe {
  alg?: "RS256" | "ES256" | "HS256";
  /** Sign with a key the JWKS does not hold. */
  foreignKey?: boolean;
  claims?: JWTPayload & Record<string, unknown>;
}

interface Authorization {
  nonce: string;
  challenge: string;
  redirectUri: string;
}

/**
 * An OpenID Provider reached through openid-client's custom fetch (no socket): discovery, a
 * JWKS with an RS256 and an ES256 key, and a token endpoint that checks PKCE and hands out an
 * ID token made the way the test says. For the relying party's own checks; the integration
 * tests sign in through the local tenant's real provider.
 */
export async function fakeProvider() {
  const rsa = await generateKeyPair("RS256");
  const ec = await generateKeyPair("ES256");
  const foreign = await generateKeyPair("RS256");
  const jwks = {
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: "rsa", alg: "RS256", use: "sig" },
      { ...(await exportJWK(ec.publicKey)), kid: "ec", alg: "ES256", use: "sig" },
    ],
  };
  const codes = new Map<string, Authorization>();
  let recipe: IdTokenRecipe = {};

  async function idToken(authorization: Authorization): Promise<string> {
    const alg = recipe.alg ?? "RS256";
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: FAKE_ISSUER,
      aud: FAKE_CLIENT.id,
      sub: "person-1",
      email: "support@example.test",
      name: "Sam Support",
      roles: ["support"],
      nonce: authorization.nonce,
      iat: now,
      exp: now + 300,
      ...recipe.claims,
    };
    const jwt = new SignJWT(payload).setProtectedHeader({
      alg,
      kid: alg === "ES256" ? "ec" : alg === "RS256" ? "rsa" : undefined,
    });
    if (alg === "HS256") return jwt.sign(new TextEncoder().encode(FAKE_CLIENT.secret));
    if (recipe.foreignKey) return jwt.sign(foreign.privateKey);
    return jwt.sign(alg === "ES256" ? ec.privateKey : rsa.privateKey);
  }

  function json(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }

  const fetch: CustomFetch = async (url, options) => {
    const { pathname } = new URL(url);
    if (pathname === "/.well-known/openid-configuration") {
      return json({
        issuer: FAKE_ISSUER,
        authorization_endpoint: `${FAKE_ISSUER}/authorize`,
        token_endpoint: `${FAKE_ISSUER}/token`,
        jwks_uri: `${FAKE_ISSUER}/jwks`,
        response_types_supported: ["code"],
        id_token_signing_alg_values_supported: ["RS256", "ES256", "HS256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (pathname === "/jwks") return json(jwks);
    if (pathname === "/token") {
      const form = new URLSearchParams(String(options.body));
      const authorization = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (
        !authorization ||
        authorization.challenge !== challenge ||
        authorization.redirectUri !== form.get("redirect_uri") ||
        form.get("client_secret") !== FAKE_CLIENT.secret
      ) {
        return json({ error: "invalid_grant" }, 400);
      }
      return json({
        access_token: "opaque",
        token_type: "Bearer",
        expires_in: 300,
        id_token: await idToken(authorization),
      });
    }
    return json({ error: "not_found" }, 404);
  };

  return {
    fetch,
    /** The next ID token's recipe. */
    willIssue(next: IdTokenRecipe): void {
      recipe = next;
    },
    /**
     * The person signs in at `authorizationUrl`: the callback URL the provider sends the
     * browser to, with a code and the request's state.
     */
    authorize(authorizationUrl: URL): URL {
      const query = authorizationUrl.searchParams;
      const code = randomUUID();
      const redirectUri = query.get("redirect_uri") ?? "";
      codes.set(code, {
        nonce: query.get("nonce") ?? "",
        challenge: query.get("code_challenge") ?? "",
        redirectUri,
      });
      const callback = new URL(redirectUri);
      callback.searchParams.set("code", code);
      callback.searchParams.set("state", query.get("state") ?? "");
      return callback;
    },
  };
}

export type FakeProvider = Awaited<ReturnType<typeof fakeProvider>>;
