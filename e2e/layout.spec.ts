/**
 * The shell on a laptop (1280×800) and a phone (390×844): a top bar at most 64 px tall,
 * navigation as a sidebar or behind Menu, the rate-limit budget after a listing, and in light and
 * dark no screen scrolling sideways in its first state and no serious axe violation. With
 * SHOTS_DIR set it also saves a screenshot of each screen in each scheme, for a person to look at.
 */
import type { Locator, Page } from "@playwright/test";
import { LIST_PATH } from "./screens/tokenExchangeProfiles";
import { isConnectCheck } from "./support/connectCheck";
import { injectFault } from "./support/faults";
import { connectConsole, expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

/**
 * Every screen is reached from the navigation; a screen with a layout spec of its own
 * (`*.layout.spec.ts`, the organizations specs) is looked at there, in light and dark, so here
 * only the shell around it is checked.
 */
const SCREENS = [
  { path: "/token-exchange-profiles", link: "Token exchange profiles", ownSpec: true },
  { path: "/organizations", link: "Organizations", ownSpec: true },
  { path: "/organizations/new", link: "Create organization", ownSpec: true },
  { path: "/user-attribute-profiles", link: "User attribute profiles", ownSpec: true },
  { path: "/risk-assessments", link: "Risk assessments", ownSpec: true },
  { path: "/activity", link: "Activity", ownSpec: false, shot: "activity" },
] as const;

function topBar(page: Page): Locator {
  return page.getByRole("banner");
}

function budgetMeter(page: Page): Locator {
  return page.getByRole("meter", { name: "Rate limit budget" });
}

async function assertBarCompact(page: Page, screen: string): Promise<void> {
  const box = await topBar(page).boundingBox();
  expect(box?.height, `the top bar's height on ${screen}`).toBeLessThanOrEqual(64);
}

/** Every control in `area` is at least 44 px tall and wide, a finger's width. */
async function assertTouchTargets(area: Locator, what: string): Promise<void> {
  const controls = area.locator("a, button, summary");
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.textContent())?.trim();
    expect(box?.height, `height of "${name}" in ${what}`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `width of "${name}" in ${what}`).toBeGreaterThanOrEqual(44);
  }
}

async function goToScreen(page: Page, link: string, phone: boolean): Promise<void> {
  if (phone) {
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  }
  await page.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (phone) {
    await expect(page.getByRole("navigation", { name: "Screens" }), "the menu closes").toBeHidden();
  }
}

for (const viewport of VIEWPORTS) {
  test(`the shell on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shotName = (screen: string) => `${screen}-${viewport.width}`;

    await test.step("the connect screen fits", async () => {
      await page.goto(`${consoleUrl}/#/token-exchange-profiles`);
      await expect(page.getByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
      await assertBarCompact(page, "the connect screen");
      await lookInLightAndDark(page, { what: "the connect screen", shot: shotName("connect") });
    });

    await test.step("after the first listing the meter shows the tenant's figures", async () => {
      const listing = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === LIST_PATH &&
          response.request().method() === "GET" &&
          !isConnectCheck(response.request()),
      );
      // Once the first page is there, the list reads the actions' names: the last answer.
      const actions = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/v2/actions/actions",
      );
      await connectConsole(page, { consoleUrl, tenant });
      await listing;
      const headers = (await actions).headers();
      const meter = budgetMeter(page);
      await expect(meter).toHaveAttribute("aria-valuenow", headers["x-ratelimit-remaining"] ?? "");
      await expect(meter).toHaveAttribute("aria-valuemax", headers["x-ratelimit-limit"] ?? "");
    });

    await test.step("the shell's controls are a finger's width", async () => {
      await assertTouchTargets(topBar(page), "the top bar");
      if (viewport.phone) {
        await expect(page.getByRole("navigation", { name: "Screens" })).toBeHidden();
        await page.getByRole("button", { name: "Menu" }).click();
        await assertTouchTargets(page.getByRole("navigation", { name: "Screens" }), "the menu");
        await lookInLightAndDark(page, { what: "the open menu", shot: shotName("menu") });
        await page.mouse.move(viewport.width / 2, viewport.height - 100);
        await page.mouse.wheel(0, 800);
        expect(
          await page.evaluate(() => window.scrollY),
          "the screen behind the open menu does not scroll",
        ).toBe(0);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("button", { name: "Menu" }), "Escape closes").toBeFocused();
        await expect(page.getByRole("navigation", { name: "Screens" })).toBeHidden();
      } else {
        await assertTouchTargets(page.getByRole("navigation", { name: "Screens" }), "the sidebar");
      }
    });

    for (const screen of SCREENS) {
      await test.step(`${screen.link} fits`, async () => {
        await goToScreen(page, screen.link, viewport.phone);
        expect(new URL(page.url()).hash).toBe(`#${screen.path}`);
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await assertBarCompact(page, screen.link);
        if (!screen.ownSpec) {
          await lookInLightAndDark(page, { what: screen.link, shot: shotName(screen.shot) });
        }
      });
    }
  });
}

test("while a listing waits out a 429 the top bar counts down, then shows the tenant's figures", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  // A wait of 8 s: with the default 1 s, a busy machine saw all three attempts end before the
  // countdown was looked for, and the bar no longer waited.
  const fault = await injectFault(page, "429 with rate-limit headers", {
    method: "GET",
    path: new RegExp(`^${LIST_PATH}$`),
    resetInSeconds: 8,
  });
  await connectConsole(page, { consoleUrl, tenant });
  const meter = budgetMeter(page);
  await expect(meter, "the 429's figures").toHaveAttribute("aria-valuenow", "0");
  await expect(meter).toHaveAttribute("aria-valuemax", "10");
  await expect(topBar(page)).toContainText(/Waiting \d+ s/);

  await fault.heal();
  await expect(topBar(page), "the wait is over").not.toContainText("Waiting", { timeout: 15_000 });
  await expect(meter, "the tenant's own limit").not.toHaveAttribute("aria-valuemax", "10");
});
