/**
 * Create organization on a laptop (1280×800) and a phone (390×844), with rows: metadata and
 * connections filled, the screen does not scroll sideways (light and dark), each Remove button
 * shows whole, every control is a finger's width on the phone, and the success view fits too; an
 * unreachable logo shows its placeholder; on a laptop the sidebar's colour reaches the page's end. The top
 * bar is the shell's, checked by layout.spec.ts; here only the screen's own content is measured.
 * With SHOTS_DIR set it saves screenshots of the form and of the result.
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
import { inLightAndDark, shoot, VIEWPORTS } from "./support/layout";

const METADATA = [
  ["region", "eu-central"],
  ["support.contract-reference", "A long value a support agent pasted from the contract record"],
  ["tier", "gold"],
] as const;

/** Nothing in the screen's content reaches past the right edge of the window. */
async function assertScreenFits(page: Page, state: string): Promise<void> {
  const past = await page.getByRole("main").evaluate((main) => {
    const right = document.documentElement.clientWidth;
    return (
      main.scrollWidth - main.clientWidth + Math.max(0, main.getBoundingClientRect().right - right)
    );
  });
  expect(
    past,
    `pixels the screen reaches past the window's edge with ${state}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * On a long page, the sidebar's colour reaches the page's end: the bottom-left pixel of the whole
 * page, captured at once, is the sidebar's.
 */
async function assertSidebarReachesTheEnd(page: Page, state: string): Promise<void> {
  const png = (await page.screenshot({ fullPage: true })).toString("base64");
  const { pixel, sidebar } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    // From a Blob, not a data: URL, which the page's policy refuses as an image source.
    const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context?.drawImage(image, 0, 0);
    const [r, g, b] = context?.getImageData(4, image.height - 4, 1, 1).data ?? [];
    const panel = document.querySelector(".shell-panel");
    return {
      pixel: `rgb(${r}, ${g}, ${b})`,
      sidebar: panel ? getComputedStyle(panel).backgroundColor : "no sidebar",
    };
  }, png);
  expect(pixel, `the sidebar's colour at the page's end with ${state}`).toBe(sidebar);
}

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

/**
 * Every visible button, link and summary in `area` is at least 44 px both ways, and so is the
 * label of each checkbox and radio (the box itself is small; its label is what a finger hits).
 */
async function assertTouchTargets(area: Locator, what: string): Promise<void> {
  for (const control of await area.locator("a, button, summary").all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    expect(box?.height, `height of "${name?.trim()}" in ${what}`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `width of "${name?.trim()}" in ${what}`).toBeGreaterThanOrEqual(44);
  }
  const smallLabels = await area.evaluate((element) =>
    Array.from(
      element.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]"),
    )
      .map((input) => input.labels?.[0])
      .filter((label) => label !== undefined && label.getBoundingClientRect().height < 44)
      .map((label) => label?.textContent),
  );
  expect(smallLabels, `checkbox and radio labels under 44 px in ${what}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`Create organization with rows on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // rows typed and four axe runs, on a shared two-core machine
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const form = organizationForm(page);
    const { connections } = await tenant.control.state();
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("the form with metadata and connection rows fits", async () => {
      await page.route("https://logo.example.com/**", (route) => route.abort("addressunreachable"));
      await form.logoUrl.fill("https://logo.example.com/acme.png");
      await form.showLogo.click();
      await expect(
        page.getByText("No image could be loaded from this address", { exact: false }),
        "an unreachable logo is said, with a placeholder in place of a broken image",
      ).toBeVisible();
      await expect(page.getByText("No image", { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: "Logo preview" })).toHaveCount(0);
      await form.displayName.fill("Acme Corp!");
      await expect(page.getByRole("button", { name: "Use acme-corp" })).toBeVisible();
      await fillMetadata(page, METADATA);
      await fillConnections(
        page,
        connections.slice(0, 2).map((connection) => ({ id: connection.id, showAsButton: true })),
      );
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
      await inLightAndDark(page, async (colorScheme) => {
        await assertScreenFits(page, `metadata and connection rows (${colorScheme})`);
        if (!viewport.phone) await assertSidebarReachesTheEnd(page, `rows (${colorScheme})`);
        await assertNoSeriousA11yViolations(page, `the organization form (${colorScheme})`, {
          coloursOnly: colorScheme === "dark",
        });
        await shoot(page, `organization-form-${viewport.width}-${colorScheme}`, true);
      });
    });

    await test.step("the success view fits", async () => {
      await page.getByRole("button", { name: "Use acme-corp" }).click();
      await form.submit.click();
      await expect(createdHeading(page)).toBeFocused();
      await expect(page.getByText("Third-party clients")).toBeVisible();
      if (viewport.phone) {
        await assertTouchTargets(page.locator(".created-organization"), "the result");
      }
      await inLightAndDark(page, async (colorScheme) => {
        await assertScreenFits(page, `the created organization (${colorScheme})`);
        await assertNoSeriousA11yViolations(page, `the created organization (${colorScheme})`, {
          coloursOnly: colorScheme === "dark",
        });
        await shoot(page, `organization-created-${viewport.width}-${colorScheme}`, true);
      });
    });
  });
}
