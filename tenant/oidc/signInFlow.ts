import * as client from "openid-client";
import { CONSOLE_WEB_CLIENT } from "./consoleClient.ts";
import { TestBrowser } from "./testBrowser.ts";

/** The console's side of a sign-in, as the tests drive it: openid-client, PKCE, state, nonce. */
interface SignInStart {
  config: client.Configuration;
  browser: TestBrowser;
  checks: { pkceCodeVerifier: string; expectedState: string; expectedNonce: string };
  /** Where the browser stopped: the login page, or the callback when already signed in. */
  page: { response: Response; url: URL };
}

export const CALLBACK = "http://127.0.0.1:5173/__console/callback";

/** The relying party the console would be: discovery at the issuer, plain http allowed. */
function discover(issuer: string): Promise<client.Configuration> {
  return client.discovery(
    new URL(issuer),
    CONSOLE_WEB_CLIENT.id,
    CONSOLE_WEB_CLIENT.secret,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
}

/** Opens the authorization URL in `browser` and follows it as far as the tenant leads. */
export async function startSignIn(
  issuer: string,
  {
    redirectUri = CALLBACK,
    browser = new TestBrowser(),
    params = {},
  }: { redirectUri?: string; browser?: TestBrowser; params?: Record<string, string> } = {},
): Promise<SignInStart> {
  const config = await discover(issuer);
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const expectedState = client.randomState();
  const expectedNonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: "S256",
    state: expectedState,
    nonce: expectedNonce,
    ...params,
  });
  const page = await browser.visit(url);
  return { config, browser, checks: { pkceCodeVerifier, expectedState, expectedNonce }, page };
}
