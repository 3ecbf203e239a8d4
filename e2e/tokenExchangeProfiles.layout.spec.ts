/**
 * The profile list on a laptop (1280×800) and a phone (390×844): a 50-character name shown
 * whole, the details drawer inside the window at its own address with Escape giving focus back to
 * the row, a filter that finds a profile not yet loaded by itself, and in light and dark no
 * sideways scroll and no serious axe violation. With SHOTS_DIR set it saves the list and the open
 * drawer in each scheme.
 */
import type { Page } from "@playwright/test";
import {
  choosePageSize,
  detailsUrlPattern,
  profileDetails,
  profileFilter,
  profileGrid,
  profileProgress,
  profileRow,
} from "@tenant-console/playwright-kit";
import {
  assertDetailsInViewport,
  goToProfiles,
  LIST_PATH,
  seededIds,
} from "./screens/tokenExchangeProfiles";
import { expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

/** 50 characters, as long as support staff's longest names. */
const LONG_NAME = "Production legacy exchange for the EU partner 0042";

/** The tenant's seed has no name this long: the first page's first profile gets one. */
async function serveLongNameFirst(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === LIST_PATH && !url.searchParams.has("from"),
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { token_exchange_profiles: { name: string }[] };
      const first = body.token_exchange_profiles[0];
      if (first) first.name = LONG_NAME;
      await route.fulfill({ response, json: body });
    },
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    // A phone is tapped: touch events, as a finger sends them.
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
    });
    test(`the profile list on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      test.setTimeout(90_000);
      const [firstId = "", secondId = ""] = seededIds(2);
      await serveLongNameFirst(page);
      await goToProfiles(page, { consoleUrl, tenant });
      await expect(profileProgress(page)).toHaveText(/profiles loaded|Loaded \d+ profiles/);

      await test.step("a 50-character name is shown whole on a laptop", async () => {
        const name = profileRow(page, firstId).locator(".cell-name-text");
        await expect(name).toHaveText(LONG_NAME);
        if (!viewport.phone) {
          const clipped = await name.evaluate(
            (element) =>
              element.scrollHeight > element.clientHeight ||
              element.scrollWidth > element.clientWidth,
          );
          expect(clipped, "no part of the name is cut").toBe(false);
        }
        // On a phone each profile is a card: nothing to scroll sideways inside the list either.
        const listOverflow = await page
          .getByRole("grid")
          .evaluate((grid) => grid.scrollWidth - grid.clientWidth);
        expect(listOverflow, "pixels the list scrolls sideways in its box").toBeLessThanOrEqual(0);
        const keysHint = page.getByText(/^Up and Down arrows/);
        if (viewport.phone)
          await expect(keysHint, "no keys to press on a touch phone").toBeHidden();
        else await expect(keysHint).toBeVisible();
        const id = profileRow(page, firstId).locator(".cell-id .mono");
        const idCut = await id.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(idCut, "the id reads whole").toBe(false);
        await lookInLightAndDark(page, {
          what: "the profile list",
          shot: `profiles-list-${viewport.width}`,
        });
      });

      await test.step("a row opens the details inside the window at their own address", async () => {
        const row = profileRow(page, secondId);
        // A finger taps the middle of the card, where no Copy button may catch it.
        if (viewport.phone) await row.tap();
        else await row.locator(".cell-name").click();
        const details = profileDetails(page);
        await expect(details).toBeVisible();
        await expect(page).toHaveURL(detailsUrlPattern(secondId));
        await expect(details.getByRole("heading", { level: 2 })).toBeFocused();
        await assertDetailsInViewport(page);
        await lookInLightAndDark(page, {
          what: "the profile details",
          shot: `profiles-details-${viewport.width}`,
        });

        await page.keyboard.press("Escape");
        await expect(details, "Escape closes the details").toBeHidden();
        await expect(page).toHaveURL(/#\/token-exchange-profiles$/);
        await expect(row, "focus goes back to the row").toBeFocused();
      });

      await test.step("opening the address directly opens the details once loaded", async () => {
        await page.goto(`${consoleUrl}/#/token-exchange-profiles/${firstId}`);
        await expect(page.getByRole("region", { name: `Details of ${LONG_NAME}` })).toBeVisible();
        await assertDetailsInViewport(page);
        await page.getByRole("button", { name: "Close details" }).click();
        await expect(profileDetails(page)).toBeHidden();
      });

      await test.step("a filter finds a profile that was not loaded, with nothing else pressed", async () => {
        await choosePageSize(page, 10);
        // Pages of 10 load until the window is full: two or more, never the 120th profile.
        await expect(profileProgress(page)).toHaveText(/^Loaded [1-9]0 profiles/);
        await profileFilter(page).fill("exchange 120");
        await expect(page.getByText("1 match among all 120 profiles.")).toBeVisible();
        await expect(profileGrid(page).getByRole("row").nth(1)).toContainText(
          "Internal kiosk exchange 120",
        );
        await lookInLightAndDark(page, { what: "a filter", axe: false });
      });
    });
  });
}
