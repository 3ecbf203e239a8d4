/**
 * Create organization on a laptop (1280×800) and a phone (390×844), light and dark, with rows:
 * metadata and connections filled, nothing scrolls sideways, each Remove button shows whole, every
 * control is a finger's width on the phone, and the success view fits too. With SHOTS_DIR set it
 * saves screenshots of the form and of the result.
 */
import type { Locator, Page } from "@playwright/test";
import {
  createdHeading,
  fillConnections,
  fillMetadata,
  organizationForm,
} from "@tenant-console/playwright-kit";
import { goToCreateOrganization } from "./screens/createOrganization";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { assertNoSidewaysScroll, shoot, VIEWPORTS } from "./support/layout";

const METADATA = [
  ["region", "eu-central"],
  ["support.contract-reference", "A long value a support agent pasted from the contract record"],
  ["tier", "gold"],
] as const;

/** The button is inside the viewport and its text is not cut ("Re" for "Remove"). */
async function assertWhole(button: Locator, page: Page, what: string): Promise<void> {
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box?.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends inside the screen`).toBeLessThanOrEqual(
    width,
  );
  const cut = await button.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, `${what} shows its whole text`).toBe(false);
}

/** Every visible button, link and summary in `area` is at least 44 px both ways. */
async function assertTouchTargets(area: Locator, what: string): Promise<void> {
  for (const control of await area.locator("a, button, summary").all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    expect(box?.height, `height of "${name?.trim()}" in ${what}`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `width of "${name?.trim()}" in ${what}`).toBeGreaterThanOrEqual(44);
  }
}

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`Create organization with rows on a ${viewport.name} (${viewport.width}×${viewport.height}), ${colorScheme}`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      test.slow(); // rows typed and two axe runs, on a shared two-core machine
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme });
      const shotName = (state: string) => `organization-${state}-${viewport.width}-${colorScheme}`;
      const form = organizationForm(page);
      const { connections } = await tenant.control.state();
      await goToCreateOrganization(page, { consoleUrl, tenant });

      await test.step("the form with metadata and connection rows fits", async () => {
        await form.displayName.fill("Acme Corp!");
        await expect(page.getByRole("button", { name: "Use acme-corp" })).toBeVisible();
        await fillMetadata(page, METADATA);
        await fillConnections(
          page,
          connections.slice(0, 2).map((connection) => ({ id: connection.id, showAsButton: true })),
        );
        await assertNoSidewaysScroll(page, "metadata and connection rows");
        for (const n of [1, 2, 3]) {
          await assertWhole(
            page.getByRole("button", { name: `Remove metadata ${n}` }),
            page,
            `Remove metadata ${n}`,
          );
        }
        for (const n of [1, 2]) {
          await assertWhole(
            page.getByRole("button", { name: `Remove connection ${n}` }),
            page,
            `Remove connection ${n}`,
          );
        }
        if (viewport.phone) await assertTouchTargets(page.locator("form"), "the form");
        await assertNoSeriousA11yViolations(page, `the organization form (${colorScheme})`);
        await shoot(page, shotName("form"), true);
      });

      await test.step("the success view fits", async () => {
        await page.getByRole("button", { name: "Use acme-corp" }).click();
        await form.submit.click();
        await expect(createdHeading(page)).toBeFocused();
        await expect(page.getByText("Third-party clients")).toBeVisible();
        await assertNoSidewaysScroll(page, "the created organization");
        if (viewport.phone) {
          await assertTouchTargets(page.locator(".created-organization"), "the result");
        }
        await assertNoSeriousA11yViolations(page, `the created organization (${colorScheme})`);
        await shoot(page, shotName("created"), true);
      });
    });
  }
}
