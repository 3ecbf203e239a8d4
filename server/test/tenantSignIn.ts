import { DEFAULT_OPERATOR_PASSWORD } from "../../tenant/index.ts";
import { formOf, TestBrowser } from "../../tenant/oidc/testBrowser.ts";

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
