/**
 * The sign-in states of the console (issue 37 item 3) on a laptop and a phone, light and dark:
 * nothing scrolls sideways, axe finds nothing serious, and with SHOTS_DIR a screenshot of each.
 * The console's server and the provider come from their own branches; until then Playwright
 * answers the page's calls to its server with the spec's shapes (spec team-console.md), and
 * forwards /api/v2 to the worker's tenant with a token, as the server's proxy will.
 */
import type { Page } from "@playwright/test";
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

/** What the console's server would answer; `person` null is signed out. */
async function standInServer(page: Page, consoleUrl: string, tenant: LocalTenant) {
  const state = { person: null as Person | null, sessionEnded: false };
  const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
  const signedOut = { status: 401, json: { error: "signed_out" } };
  await page.route(`${consoleUrl}/__console/**`, async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case "/__console/setup":
        return route.fulfill({
          json: {
            proxy: "credentials",
            localTenant: false,
            sign_in: { issuer: "https://id.example.com" },
          },
        });
      case "/__console/me":
        return route.fulfill(
          state.person && !state.sessionEnded ? { json: state.person } : signedOut,
        );
      case "/__console/session":
        return route.fulfill({ json: { tenantUrl: consoleUrl, token } });
      case "/__console/sign-in":
        // The provider's round trip, its login page skipped: straight back, signed in.
        state.person = SUPPORT;
        state.sessionEnded = false;
        return route.fulfill({
          status: 302,
          headers: { location: `${consoleUrl}/${url.searchParams.get("return") ?? ""}` },
        });
      case "/__console/sign-out":
        state.person = null;
        return route.fulfill({ status: 204 });
      default:
        return route.fallback();
    }
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

    await test.step("back from the provider, on the screen it left from, the person in the bar", async () => {
      await page.getByRole("button", { name: /^Sign in/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: /organizations loaded/ }),
      ).toBeVisible();
      const person = page.getByRole("banner").getByRole("group", { name: "Signed in" });
      if (viewport.phone) {
        await expect(person).toBeHidden();
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByText("Signed in as support@console.local · support")).toBeVisible();
      } else {
        await expect(person).toHaveText("Sam Support support");
      }
      await lookInLightAndDark(page, { what: "the signed-in shell", shot: shot("shell") });
      if (viewport.phone) await page.getByRole("button", { name: "Menu" }).click();
    });

    await test.step("a session that ends asks to sign in again, and comes back with the input", async () => {
      await page.goto(`${consoleUrl}/#/risk-assessments`);
      const userId = page.getByRole("textbox", { name: "User id" });
      await userId.fill("auth0|kept-while-signed-out");
      server.sessionEnded = true;
      // The user lookup that typing starts is the call that meets the ended session.
      await userId.press("End");
      await userId.pressSequentially("0");
      const dialog = page.getByRole("dialog", { name: "Sign in again to continue" });
      await expect(dialog).toBeVisible();
      await lookInLightAndDark(page, { what: "the session-ended dialog", shot: shot("ended") });
      await dialog.getByRole("button", { name: "Sign in again" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "User id" })).toHaveValue(
        "auth0|kept-while-signed-out0",
      );
    });

    await test.step("a person with no role is told to ask an administrator", async () => {
      server.person = { ...SUPPORT, email: "nobody@console.local", name: "No Body", role: null };
      await page.reload();
      await expect(
        page.getByRole("heading", { level: 1, name: "Ask an administrator for a role" }),
      ).toBeVisible();
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await lookInLightAndDark(page, { what: "the no-role page", shot: shot("no-role") });
    });

    await test.step("Sign out ends the session and says so", async () => {
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^You signed out/ })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Sign in/ })).toBeVisible();
      expect(server.person).toBeNull();
      await lookInLightAndDark(page, { what: "the signed-out screen", shot: shot("signed-out") });
    });
  });
}
