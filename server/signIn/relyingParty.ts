import * as client from "openid-client";
import type { PendingSignIn } from "./sessionStore.ts";
import type { SignInSettings } from "./signInSettings.ts";

/**
 * How far an ID token's `exp`, `iat` and `nbf` may be off this server's clock, and no further:
 * a provider whose clock drifts more is refused rather than tolerated.
 */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** What the console asks the provider for: who the person is, their email and name. */
const SCOPE = "openid email profile";

/** A sign-in the provider or the ID token did not complete: the message says which check failed. */
export class SignInFailed extends Error {
  override name = "SignInFailed";
}

/**
 * openid-client wraps the failed check ("unexpected JWT \"alg\" header parameter") in a general
 * one ("invalid response encountered"): both are said, for the log and the person.
 */
function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let at: unknown = error; at instanceof Error && reasons.length < 3; at = at.cause) {
    reasons.push(at.message);
  }
  return reasons.length > 0 ? reasons.join(": ") : String(error);
}

interface RelyingPartyOptions {
  /** How the provider is called; tests pass a fake provider. */
  fetch?: client.CustomFetch;
}

/** The checks a sign-in must meet at its callback, made when it starts. */
type SignInChecks = Pick<PendingSignIn, "state" | "nonce" | "codeVerifier">;

/**
 * The console as an OpenID Connect relying party, through panva's openid-client (decision 022):
 * authorization code with PKCE (S256), `state` and `nonce`; the ID token's signature checked
 * against the provider's JWKS with its `alg` pinned, and its issuer, audience, nonce and expiry.
 * Discovery happens at first use and is kept; a failed one is tried again at the next sign-in.
 */
export function createRelyingParty(settings: SignInSettings, options: RelyingPartyOptions = {}) {
  let configuration: Promise<client.Configuration> | null = null;

  async function discover(): Promise<client.Configuration> {
    const execute = [client.enableNonRepudiationChecks];
    // signInSettings.ts allows plain http for a loopback provider only (the local tenant).
    if (settings.issuer.protocol === "http:") execute.push(client.allowInsecureRequests);
    const config = await client.discovery(
      settings.issuer,
      settings.clientId,
      {
        client_secret: settings.clientSecret,
        id_token_signed_response_alg: settings.idTokenAlg,
        [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
      },
      undefined,
      { execute, timeout: 10, ...(options.fetch ? { [client.customFetch]: options.fetch } : {}) },
    );
    const offered = config.serverMetadata().id_token_signing_alg_values_supported;
    if (offered && !offered.includes(settings.idTokenAlg)) {
      throw new Error(
        `The provider signs ID tokens with ${offered.join(", ")}, not ${settings.idTokenAlg}: set CONSOLE_SIGN_IN_ID_TOKEN_ALG`,
      );
    }
    return config;
  }

  function configured(): Promise<client.Configuration> {
    configuration ??= discover().catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  }

  return {
    /** Discovers the provider now (at start), so a misconfiguration is printed early. */
    discover: () => configured().then(() => undefined),

    /** The provider's authorization URL for a new sign-in, and the checks its callback must meet. */
    async start(redirectUri: string): Promise<{ url: URL; checks: SignInChecks }> {
      const config = await configured();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, checks };
    },

    /**
     * Completes a sign-in at its callback URL (the redirect URI with the provider's query):
     * exchanges the code and returns the verified ID token's claims, or throws SignInFailed.
     */
    async finish(callbackUrl: URL, checks: SignInChecks): Promise<client.IDToken> {
      try {
        const tokens = await client.authorizationCodeGrant(await configured(), callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error("The provider answered without an ID token");
        return claims;
      } catch (error) {
        throw new SignInFailed(reasonOf(error));
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
