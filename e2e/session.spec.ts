import {
  connectScreen,
  fillConnectForm,
  goToConnectScreen,
  navigationLink,
  PROFILE_ID_PATTERN,
  profileGrid,
  profileProgress,
  signOut,
  signOutButton,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { connectConsole } from "./screens/session";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { inLightAndDark, shoot } from "./support/layout";

test.describe("Session", () => {
  test("an administrator connects with a token minted by the tenant and sees who they are", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant });

    await test.step("the shell shows the client, audience and scopes", async () => {
      await page.getByText(/local-console-admin at/).click();
      await expect(page.getByText(`${tenant.url}/api/v2/`)).toBeVisible();
      const scopes = page.getByRole("list", { name: "Scopes the console uses" });
      await expect(scopes.getByRole("listitem")).toHaveCount(CONSOLE_SCOPES.length);
      await expect(scopes).not.toContainText("missing");
      await expect(page.getByText(/expires in \d+ h/)).toBeVisible();
    });

    await test.step("every screen is reachable from the navigation", async () => {
      for (const name of [
        "Token exchange profiles",
        "Create organization",
        "User attribute profiles",
        "Risk assessments",
      ]) {
        await expect(navigationLink(page, name)).toBeVisible();
      }
    });
    await assertNoSeriousA11yViolations(page, "the shell");
  });

  test("a token missing a scope says which screen needs which scope", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, {
      consoleUrl,
      tenant,
      scopes: ["read:token_exchange_profiles", "update:users"],
    });
    const createLink = navigationLink(page, "Create organization");
    await expect(createLink, "the link stays reachable").toBeVisible();
    await expect(createLink).toHaveAccessibleDescription("needs create:organizations");
    await expect(navigationLink(page, "Risk assessments")).not.toHaveAccessibleDescription(/needs/);
  });

  test("a token with write scopes beyond the console's needs is flagged", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, {
      consoleUrl,
      tenant,
      scopes: ["read:token_exchange_profiles", "delete:users", "update:users"],
    });
    await expect(page.getByText(/This token can also delete:users/)).toBeVisible();
  });

  test("the token never lands in localStorage, the URL or the console log", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const urls: string[] = [];
    page.on("framenavigated", (frame) => urls.push(frame.url()));

    const token = await connectConsole(page, { consoleUrl, tenant });
    await navigationLink(page, "Risk assessments").click();
    await page.reload();

    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local, "localStorage").not.toContain(token);
    expect(
      [...urls, page.url()].some((url) => url.includes(token)),
      "URLs",
    ).toBe(false);
    expect(
      messages.some((text) => text.includes(token)),
      "console messages",
    ).toBe(false);
    await expect(
      connectScreen(page).heading,
      "without Keep for this tab, a reload forgets the token",
    ).toBeVisible();
  });

  test("Keep for this tab survives a reload; Sign out forgets it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const token = await tenant.control.token({ scopes: ["read:token_exchange_profiles"] });
    const screen = await goToConnectScreen(page, consoleUrl);
    await screen.keepForThisTab.check();
    await fillConnectForm(page, tenant.url, token);
    // As a person does: reload once connected (a reload during the connect keeps nothing).
    await expect(signOutButton(page)).toBeVisible();
    await page.reload();
    await expect(signOutButton(page)).toBeVisible();

    await signOut(page);
    await expect(
      page.getByRole("status").filter({ hasText: "You signed out" }),
      "the connect screen says so, and that the token is forgotten",
    ).toContainText("forgot the token");
    await inLightAndDark(page, async (colorScheme) => {
      await assertNoSeriousA11yViolations(
        page,
        `the connect screen after Sign out (${colorScheme})`,
        {
          coloursOnly: colorScheme === "dark",
        },
      );
      await shoot(page, `signed-out-1280-${colorScheme}`);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "signed-out-390-light");
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toContain(token);
    await expect(screen.tenantUrl, "the tenant URL is remembered").toHaveValue(tenant.url);
  });

  test("after Sign out, another token sees nothing that was read with the first", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant });
    const firstRow = profileGrid(page)
      .getByRole("row")
      .filter({ hasText: PROFILE_ID_PATTERN })
      .first();
    const firstId = ((await firstRow.textContent()) ?? "").match(PROFILE_ID_PATTERN)?.[0];
    expect(firstId, "the first token read a profile").toBeTruthy();

    await signOut(page);
    await tenant.control.reset({ seed: 7 });
    const other = await tenant.control.token({
      scopes: ["read:token_exchange_profiles"],
      clientId: "local-read-only",
    });
    await fillConnectForm(page, tenant.url, other);
    await expect(profileProgress(page).filter({ hasText: /profiles loaded|Loaded/ })).toBeVisible();
    await expect(
      profileGrid(page).getByRole("row").filter({ hasText: PROFILE_ID_PATTERN }).first(),
    ).toBeVisible();
    await expect(
      page.getByText(firstId ?? "", { exact: false }),
      "no row of the first session",
    ).toHaveCount(0);
  });
});
