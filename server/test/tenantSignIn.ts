import {
  CONSOLE_WEB_CLIENT,
  DEFAULT_OPERATOR_PASSWORD,
  type RunningTenant,
  SEEDED_CLIENTS,
} from "../../tenant/index.ts";
import { formOf, TestBrowser } from "../../tenant/oidc/testBrowser.ts";

/**
 * `npm run serve`'s variables for credentials mode against `tenant`, people signing in at its
 * own provider; `store` adds where the store is (a data folder, or a server's URL).
 */
export function signedInServeEnv(
  tenant: Pick<RunningTenant, "url" | "issuer">,
  store:
    | { CONSOLE_DATA_DIR: string }
    | { CONSOLE_DATABASE_URL: string }
    | Record<string, never> = {},
): Record<string, string> {
  return {
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    CONSOLE_SIGN_IN_ISSUER: tenant.issuer,
    CONSOLE_SIGN_IN_CLIENT_ID: CONSOLE_WEB_CLIENT.id,
    CONSOLE_SIGN_IN_CLIENT_SECRET: CONSOLE_WEB_CLIENT.secret,
    ...store,
  };
}

/**
 * A person signs in to `npm run serve` at `serveUrl` through the local tenant's provider, over
 * HTTP as a browser would: the console's sign-in link, the tenant's login page and form, the
 * console's callback. Returns the callback's answer and the session cookie (`name=value`).
 */
export async function signInThroughTenant(
  serveUrl: string,
  email: string,
  returnTo = "#/organizations",
): Promise<{ callback: Response; setCookie: string[]; cookie: string }> {
  const browser = new TestBrowser();
  const toProvider = await browser.visit(
    `${serveUrl}/__console/sign-in?return=${encodeURIComponent(returnTo)}`,
  );
  if (toProvider.response.status !== 302) {
    throw new Error(
      `sign-in answered ${toProvider.response.status}: ${await toProvider.response.text()}`,
    );
  }
  const loginPage = await browser.visit(toProvider.url);
  const { action } = formOf(await loginPage.response.text(), loginPage.url);
  const backToConsole = await browser.submit(action, {
    email,
    password: DEFAULT_OPERATOR_PASSWORD,
  });
  const callback = await browser.request(backToConsole.url);
  const setCookie = callback.headers.getSetCookie();
  const session = setCookie.find((line) => /^(__Host-)?console-session=[^;]/.test(line));
  return { callback, setCookie, cookie: session?.split(";")[0] ?? "" };
}
