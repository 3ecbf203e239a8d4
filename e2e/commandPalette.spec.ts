/**
 * The command palette as support staff use it: Ctrl+K from any screen, type what they have (a
 * profile's name, a screen, a user id), Enter. Escape gives focus back; axe in light and dark;
 * on a phone it opens from the top bar and fits the screen. With SHOTS_DIR set it saves the
 * open palette at 1280×800 and 390×844, light and dark, from one pass per size.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_SEED, tokenExchangeProfileAt } from "../tenant/index.ts";
import { connectConsole, expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

/** Profile 120 of the seed: on the last page of the list at every page size but 100 and more. */
const FAR_PROFILE = tokenExchangeProfileAt(DEFAULT_SEED, 119);
const USER_ID = "oidc|5f7c8ec7c33c6c004bbafe82";
const ATTRIBUTE_PROFILE = { id: "uap_1csDj3szFKM6gvVNJbQqYh", name: "Workforce directory" };

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const paletteInput = (page: Page) =>
  palette(page).getByRole("combobox", { name: "Search or jump to" });

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press("ControlOrMeta+k");
  await expect(paletteInput(page), "the palette opens with its input focused").toBeFocused();
}

test.describe("command palette", () => {
  test("the first Ctrl+K after a load keeps what is typed at once, while its code loads", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant, route: "/activity" });
    await page.keyboard.press("ControlOrMeta+k");
    await page.keyboard.type("token exch", { delay: 20 });
    await expect(paletteInput(page)).toHaveValue("token exch");
    await expect(
      palette(page).getByRole("option", { name: /^Token exchange profiles/ }),
    ).toBeVisible();
  });

  test("opens a profile that is not on the list's first page by its name", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant, route: "/activity" });
    const listings: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/token-exchange-profiles")) listings.push(request.url());
    });
    await test.step("type the name", async () => {
      await openWithShortcut(page);
      await paletteInput(page).pressSequentially(FAR_PROFILE.name);
      await expect(
        palette(page).getByRole("option", { name: new RegExp(`^${FAR_PROFILE.name}`) }),
        "the profile is found in the tenant",
      ).toBeVisible();
      await expect(palette(page).getByRole("status")).toHaveText("1 result");
    });
    await test.step("Enter opens its details", async () => {
      await page.keyboard.press("Enter");
      await expect(palette(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#/token-exchange-profiles/${FAR_PROFILE.id}$`));
      const details = page.getByRole("region", { name: `Details of ${FAR_PROFILE.name}` });
      await expect(details, "the drawer shows the profile").toBeVisible();
      await expect(details.getByRole("heading", { level: 2 })).toBeFocused();
      await expect(details).toContainText(FAR_PROFILE.id);
    });
    // Each pause in typing is one search of 100 a page: a handful, not one per key.
    expect(listings.length, "listing requests sent by the search").toBeLessThanOrEqual(10);
  });

  test("goes to a screen, and names the scope a screen needs", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, {
      consoleUrl,
      tenant,
      scopes: ["read:token_exchange_profiles", "create:organizations"],
    });
    await openWithShortcut(page);
    await expect(
      palette(page).getByRole("option", { name: "Risk assessments needs update:users" }),
    ).toBeVisible();
    await paletteInput(page).pressSequentially("Create organization");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/organizations\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/organization/i);
  });

  test("starts a clear for a user id on the risk screen", async ({ page, consoleUrl, tenant }) => {
    await connectConsole(page, { consoleUrl, tenant });
    await openWithShortcut(page);
    await paletteInput(page).fill(USER_ID);
    await expect(palette(page).getByRole("option").first()).toHaveAccessibleName(
      `Clear risk assessments for ${USER_ID}`,
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/risk-assessments\?user=oidc%7C5f7c8ec7c33c6c004bbafe82$/);
    const userId = page.getByLabel("User id");
    await expect(userId, "the user id is filled in").toHaveValue(USER_ID);
    await expect(userId).toBeFocused();
  });

  test("opens a user attribute profile in the editor by its name", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant });
    await openWithShortcut(page);
    await paletteInput(page).pressSequentially("workforce");
    await expect(
      palette(page).getByRole("option", { name: new RegExp(`^${ATTRIBUTE_PROFILE.name}`) }),
    ).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?profile=${ATTRIBUTE_PROFILE.id}$`));
    await expect(page.getByLabel("Profile id")).toHaveValue(ATTRIBUTE_PROFILE.id);
    await expect(page.locator('input[name="name"]')).toHaveValue(ATTRIBUTE_PROFILE.name);
  });

  test("Escape closes it and gives focus back to where it was", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant, route: "/activity" });
    const activityLink = page
      .getByRole("navigation", { name: "Screens" })
      .getByRole("link", { name: "Activity" });
    await activityLink.focus();
    await openWithShortcut(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(activityLink, "focus is back on the link").toBeFocused();

    const button = page.getByRole("button", { name: "Search or jump to…" });
    await button.click();
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button, "focus is back on the button").toBeFocused();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`command palette on a ${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
    });
    test(`fits the screen and passes axe (${viewport.width}×${viewport.height}, light and dark)`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      await connectConsole(page, { consoleUrl, tenant, route: "/activity" });
      await lookInLightAndDark(page, {
        what: "the palette's button in the shell",
        shot: `palette-button-${viewport.name}`,
        axe: false,
      });
      const button = page.getByRole("button", { name: "Search or jump to…" });
      const box = await button.boundingBox();
      expect(box?.height, "the button is a finger's height").toBeGreaterThanOrEqual(44);
      expect(box?.width, "the button is a finger's width").toBeGreaterThanOrEqual(44);
      if (viewport.phone) await button.tap();
      else await button.click();
      await expect(paletteInput(page)).toBeFocused();
      await paletteInput(page).pressSequentially("exchange 12");
      await expect(palette(page).getByRole("option").first()).toBeVisible();
      await expect(palette(page).getByRole("status")).not.toHaveText(/searching/);

      const dialog = await palette(page).boundingBox();
      expect(dialog, "the palette is laid out").not.toBeNull();
      if (dialog) {
        expect(dialog.x).toBeGreaterThanOrEqual(0);
        expect(dialog.y).toBeGreaterThanOrEqual(0);
        expect(dialog.x + dialog.width, "right edge in the window").toBeLessThanOrEqual(
          viewport.width + 0.5,
        );
        expect(dialog.y + dialog.height, "bottom edge in the window").toBeLessThanOrEqual(
          viewport.height + 0.5,
        );
      }
      await lookInLightAndDark(page, {
        what: "the open palette",
        shot: `palette-${viewport.name}`,
      });

      // The search's answers fill the rate-limit meter: the bar still fits beside the button.
      await page.keyboard.press("Escape");
      await expect(page.getByRole("meter", { name: "Rate limit budget" })).toBeVisible();
      await lookInLightAndDark(page, {
        what: "the palette's button beside the budget meter",
        shot: `palette-closed-${viewport.name}`,
        axe: false,
      });
    });
  });
}
