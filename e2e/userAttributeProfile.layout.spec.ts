/**
 * The attribute profile editor on a laptop (1280×800) and a phone (390×844), with the seed's
 * 10-attribute profile: an overview of attributes that fits in three screen heights, also with
 * one attribute open (its overrides folded behind a count), one at a time, the save result where
 * the user pressed Save with focus on it, and in light and dark no sideways scroll and no serious
 * axe violation. With SHOTS_DIR set it saves each state in each scheme.
 */
import type { Page } from "@playwright/test";
import {
  assertReadFromTenant,
  assertSaved,
  inputNamed,
  openAttribute,
  openProfileById,
  profileEditor,
  savedHeading,
} from "@tenant-console/playwright-kit";
import { goToProfileEditor, profileInTenant } from "./screens/userAttributeProfile";
import { expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

/** "Cloud directory sync": the seed's profile with ten attributes. */
const TEN_ATTRIBUTES = "uap_Qe5Lr8Zt1WcN6yHb3JpXa2";

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
    });
    test(`the editor with ten attributes on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      test.setTimeout(90_000);
      const look = (state: string, what: string) =>
        lookInLightAndDark(page, {
          what,
          shot: `editor-${state}-${viewport.width}`,
          fullPage: true,
        });
      const seeded = await profileInTenant(tenant, TEN_ATTRIBUTES);
      const names = Object.keys(seeded.user_attributes);
      expect(names).toHaveLength(10);
      await goToProfileEditor(page, { consoleUrl, tenant });

      await test.step("the overview lists every attribute, closed, within three screens", async () => {
        await openProfileById(page, TEN_ATTRIBUTES);
        await assertReadFromTenant(page, TEN_ATTRIBUTES);
        for (const name of names) {
          await expect(
            page.getByRole("button", { name: `Edit attribute ${name}`, exact: true }),
          ).toBeVisible();
        }
        await expect(inputNamed(page, "user_attributes.0.label")).toHaveCount(0);
        const height = await pageHeight(page);
        test.info().annotations.push({ type: "height", description: `${height}` });
        if (!viewport.phone) {
          expect(height, "page height in px, overview closed").toBeLessThanOrEqual(
            3 * viewport.height,
          );
        }
        await look("overview", "the editor's overview");
      });

      await test.step("one attribute open at a time", async () => {
        await openAttribute(page, "groups");
        await expect(page.getByRole("group", { name: "groups", exact: true })).toBeVisible();
        const overrides = page.getByRole("button", { name: "Show overrides" });
        await expect(
          page.getByText("1 override: waad"),
          "overrides folded behind a count",
        ).toBeVisible();
        await expect(
          inputNamed(
            page,
            `user_attributes.${names.indexOf("groups")}.strategy_overrides.waad.oidc_mapping.mapping`,
          ),
        ).toHaveCount(0);
        await overrides.click();
        await expect(
          inputNamed(
            page,
            `user_attributes.${names.indexOf("groups")}.strategy_overrides.waad.oidc_mapping.mapping`,
          ),
        ).toHaveValue("groups");
        await page.getByRole("button", { name: "Hide overrides" }).click();
        await openAttribute(page, "manager");
        await expect(page.getByRole("group", { name: "groups", exact: true })).toHaveCount(0);
        const height = await pageHeight(page);
        test.info().annotations.push({ type: "height-open", description: `${height}` });
        if (!viewport.phone) {
          expect(height, "page height in px, one attribute open").toBeLessThanOrEqual(
            3 * viewport.height,
          );
        }
        await look("attribute-open", "an open attribute");
        if (!viewport.phone) {
          // A phone's input is the screen's width: no input there holds a URN whole.
          const scim = inputNamed(page, `user_attributes.${names.indexOf("manager")}.scim_mapping`);
          const held = await scim.inputValue();
          await scim.fill(
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber",
          );
          expect(
            await scim.evaluate((input) => input.scrollWidth - input.clientWidth),
            "a SCIM URN reads whole in its input",
          ).toBeLessThanOrEqual(0);
          await scim.fill(held);
        }
      });

      await test.step("the save result appears where Save was pressed and takes focus", async () => {
        const row = names.indexOf("manager");
        const label = inputNamed(page, `user_attributes.${row}.label`);
        await label.fill("Line manager");
        // Where the user edits, Save changes is on screen too: the save bar sticks to the bottom.
        await label.scrollIntoViewIfNeeded();
        await expect(profileEditor(page).save, "Save changes without scrolling").toBeInViewport();
        await profileEditor(page).save.click();
        await assertSaved(page, TEN_ATTRIBUTES);
        await expect(savedHeading(page, TEN_ATTRIBUTES)).toBeInViewport();
        await expect(
          page.getByRole("rowheader", { name: "Label of manager user_attributes.manager.label" }),
        ).toBeVisible();
        await look("saved", "the save result");
      });
    });
  });
}
