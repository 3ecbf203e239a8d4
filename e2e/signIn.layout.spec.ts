/**
 * The sign-in states of the console (issue 37 item 3) on a laptop and a phone, light and dark:
 * nothing scrolls sideways, axe finds nothing serious, and with SHOTS_DIR a screenshot of each.
 * The console's server and the provider come from their own branches; until then Playwright
 * answers the page's calls to its server and a login page with the spec's shapes and labels
 * (spec team-console.md), and forwards /api/v2 to the worker's tenant with a token, as the
 * server's proxy will. It drives the console through the kit's sign-in objects.
 */
import type { Page } from "@playwright/test";
import {
  consoleSignInButton,
  disabledReason,
  noRoleHeading,
  readSignedInPerson,
  signedInPerson,
  signIn,
  signInAgainDialog,
} from "@tenant-console/playwright-kit";
import { decodeJwt } from "jose";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { expect, type LocalTenant, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

interface Person {
  sub: string;
  email: string;
  name: string;
  role: string | null;
  expires_at: number;
}

const SUPPORT: Person = {
  sub: "local|support",
  email: "support@console.local",
  name: "Sam Support",
  role: "support",
  expires_at: Math.floor(Date.now() / 1000) + 12 * 3600,
};

const PROVIDER = "https://id.example.com";
const PASSWORD = "local-operator-password";

/** The provider's login page as the spec names it: **Email**, **Password**, **Sign in**. */
function loginPage(returnHash: string, wrong: boolean): string {
  const action = `${PROVIDER}/login?return=${encodeURIComponent(returnHash)}`;
  return `<!doctype html><html lang="en"><title>Sign in</title><main><h1>Sign in</h1>
    ${wrong ? "<p>Wrong email or password.</p>" : ""}
    <form method="post" action="${action}">
    <label>Email <input name="email" type="email"></label>
    <label>Password <input name="password" type="password"></label>
    <button>Sign in</button></form></main></html>`;
}

/**
 * What the console's server and its provider would answer (for the screenshots: the real ones
 * are driven in signIn.spec.ts); `person` null is signed out.
 */
async function standInServer(page: Page, consoleUrl: string, tenant: LocalTenant) {
  const state = { person: null as Person | null, sessionEnded: false };
  const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
  const signedOut = { status: 401, json: { error: "signed_out" } };
  await page.route(`${consoleUrl}/__console/**`, async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case "/__console/setup":
        return route.fulfill({
          json: { proxy: "credentials", localTenant: false, sign_in: { issuer: PROVIDER } },
        });
      case "/__console/me":
        return route.fulfill(
          state.person && !state.sessionEnded
            ? { json: { ...state.person, credential: decodeJwt(token) } }
            : signedOut,
        );
      case "/__console/sign-in": {
        const back = url.searchParams.get("return") ?? "";
        const location = `${PROVIDER}/login?return=${encodeURIComponent(back)}`;
        return route.fulfill({ status: 302, headers: { location } });
      }
      case "/__console/sign-out":
        state.person = null;
        return route.fulfill({ status: 204 });
      default:
        return route.fallback();
    }
  });
  await page.route(`${PROVIDER}/**`, async (route) => {
    const request = route.request();
    const back = new URL(request.url()).searchParams.get("return") ?? "";
    if (request.method() === "GET") {
      return route.fulfill({ contentType: "text/html", body: loginPage(back, false) });
    }
    const form = new URLSearchParams(request.postData() ?? "");
    if (form.get("email") !== SUPPORT.email || form.get("password") !== PASSWORD) {
      return route.fulfill({ contentType: "text/html", body: loginPage(back, true) });
    }
    state.person = SUPPORT;
    state.sessionEnded = false;
    return route.fulfill({ status: 302, headers: { location: `${consoleUrl}/${back}` } });
  });
  await page.route(`${consoleUrl}/api/v2/**`, async (route) => {
    if (!state.person || state.sessionEnded) return route.fulfill(signedOut);
    const request = route.request();
    const url = request.url().replace(consoleUrl, tenant.url);
    const response = await route.fetch({
      url,
      headers: { ...request.headers(), authorization: `Bearer ${token}` },
    });
    return route.fulfill({ response });
  });
  return state;
}

for (const viewport of VIEWPORTS) {
  test(`signing in on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) => `sign-in-${name}-${viewport.width}`;
    const server = await standInServer(page, consoleUrl, tenant);

    await test.step("the sign-in screen names the provider", async () => {
      await page.goto(`${consoleUrl}/#/organizations`);
      await expect(page.getByRole("button", { name: "Sign in with id.example.com" })).toBeVisible();
      await lookInLightAndDark(page, { what: "the sign-in screen", shot: shot("screen") });
    });

    await test.step("a wrong password is refused on the provider's page", async () => {
      await expect(
        signIn(page, { email: SUPPORT.email, password: "not-the-password" }),
      ).rejects.toThrow("signIn(support@console.local): Wrong email or password.");
      await page.goto(`${consoleUrl}/#/organizations`);
    });

    await test.step("back from the provider, on the screen it left from, the person in the bar", async () => {
      await signIn(page, { email: SUPPORT.email, password: PASSWORD });
      await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: /organizations loaded/ }),
      ).toBeVisible();
      if (viewport.phone) {
        await expect(signedInPerson(page)).toBeHidden();
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByText("Signed in as support@console.local · support")).toBeVisible();
      } else {
        expect(await readSignedInPerson(page)).toEqual({ name: "Sam Support", role: "support" });
      }
      await lookInLightAndDark(page, { what: "the signed-in shell", shot: shot("shell") });
      if (viewport.phone) await page.getByRole("button", { name: "Menu" }).click();
    });

    await test.step("a control says why it is disabled", async () => {
      await page.goto(`${consoleUrl}/#/organizations/new`);
      const create = page.getByRole("button", { name: "Create organization" });
      // Support's role cannot create organizations; the role is said before the credential's scopes.
      expect(await disabledReason(create)).toBe("Your role, support, cannot create organizations");
    });

    await test.step("a session that ends asks to sign in again, and comes back with the input", async () => {
      await page.goto(`${consoleUrl}/#/risk-assessments`);
      const userId = page.getByRole("textbox", { name: "User id" });
      await userId.fill("auth0|kept-while-signed-out");
      server.sessionEnded = true;
      // The user lookup that typing starts is the call that meets the ended session.
      await userId.press("End");
      await userId.pressSequentially("0");
      await expect(signInAgainDialog(page)).toBeVisible();
      await lookInLightAndDark(page, { what: "the session-ended dialog", shot: shot("ended") });
      await signIn(page, { email: SUPPORT.email, password: PASSWORD });
      await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "User id" })).toHaveValue(
        "auth0|kept-while-signed-out0",
      );
    });

    await test.step("a person with no role is told to ask an administrator", async () => {
      server.person = { ...SUPPORT, email: "nobody@console.local", name: "No Body", role: null };
      await page.reload();
      await expect(noRoleHeading(page)).toBeVisible();
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await lookInLightAndDark(page, { what: "the no-role page", shot: shot("no-role") });
    });

    await test.step("Sign out ends the session and says so", async () => {
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^You signed out/ })).toBeVisible();
      await expect(consoleSignInButton(page)).toBeVisible();
      expect(server.person).toBeNull();
      await lookInLightAndDark(page, { what: "the signed-out screen", shot: shot("signed-out") });
    });
  });
}
