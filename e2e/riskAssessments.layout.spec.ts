/**
 * The risk screen's input side on a laptop (1280×800) and a phone (390×844), light and dark: the
 * single clear with errors, its confirmation and its result, and the batch's list and
 * confirmation. Nothing scrolls sideways, each pasted id reads whole on its own line, every
 * control is a finger's width on a phone, and axe finds nothing serious. With SHOTS_DIR set it
 * saves each state for a person to look at.
 */
import type { Locator, Page } from "@playwright/test";
import { fillBatch, fillSingleClear, riskForm } from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToRiskAssessments } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { assertNoSidewaysScroll, shoot, VIEWPORTS } from "./support/layout";

/** Ids as long as a tenant's real ones get: an email in a SAML id, a directory GUID. */
const LONG_IDS = [
  "samlp|partners-emea-federation|firstname.lastname-with-a-long-surname@subsidiary.example.org",
  SEED_FACTS.userWithNothingToClear.userId,
  ...SEED_FACTS.bulkConnection.userIds.slice(0, 3),
];

/** Buttons, the disclosure and each radio or checkbox row: at least 44 px tall on a phone. */
async function assertTouchTargets(area: Locator, what: string): Promise<void> {
  const targets = area.locator(
    "button, summary, input:not([type=checkbox], [type=radio]), select, .checkbox",
  );
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    const name = (await target.textContent())?.trim() || (await target.getAttribute("name"));
    expect(box?.height, `height of "${name}" in ${what}`).toBeGreaterThanOrEqual(44);
  }
}

/** How far the textarea's widest line reaches past its box: > 0 means it scrolls, not wraps. */
function textareaOverflow(page: Page): Promise<number> {
  return riskForm(page).userIds.evaluate((area) => area.scrollWidth - area.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
    });
    for (const colorScheme of ["light", "dark"] as const) {
      test(`the clear forms on a ${viewport.name} (${viewport.width}×${viewport.height}), ${colorScheme}`, async ({
        page,
        consoleUrl,
        tenant,
      }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme });
        const shot = (state: string) => `risk-${state}-${viewport.width}-${colorScheme}`;
        const form = riskForm(page);
        const main = page.getByRole("main");
        const { userId, connection } = SEED_FACTS.firstUser;
        await goToRiskAssessments(page, { consoleUrl, tenant });

        await test.step("one user, with errors", async () => {
          await fillSingleClear(page, { userId: "", connection: "corp--oidc" });
          await form.clearAssessments.click();
          await expect(form.userId).toHaveAttribute("aria-invalid", "true");
          await expect(form.connection).toHaveAttribute("aria-invalid", "true");
          await shoot(page, shot("one-errors"), true);
          await assertNoSidewaysScroll(page, "the single clear's errors");
          if (viewport.phone) await assertTouchTargets(main, "the single clear");
          await assertNoSeriousA11yViolations(
            page,
            `the single clear with errors (${colorScheme})`,
          );
        });

        await test.step("one user, confirmed and cleared", async () => {
          await fillSingleClear(page, { userId, connection });
          await form.clearAssessments.click();
          await expect(form.confirmation).toBeVisible();
          await shoot(page, shot("one-confirm"), true);
          await assertNoSidewaysScroll(page, "the single confirmation");
          if (viewport.phone) await assertTouchTargets(main, "the single confirmation");
          await form.confirmFor(userId).click();
          await expect(form.clearedHeading).toBeVisible();
          await shoot(page, shot("one-result"), true);
          await assertNoSidewaysScroll(page, "the single result");
          if (viewport.phone) await assertTouchTargets(main, "the single result");
          await assertNoSeriousA11yViolations(page, `the single result (${colorScheme})`);
        });

        await test.step("a list of long ids reads one whole id per line", async () => {
          await fillBatch(page, { connection: "support-db", userIds: LONG_IDS, concurrency: "2" });
          // The first id is wider than the box at both sizes: wrapped, it would not reach past it.
          expect(await textareaOverflow(page), "a long id scrolls inside the box").toBeGreaterThan(
            0,
          );
          await shoot(page, shot("list"), true);
          await assertNoSidewaysScroll(page, "a list of long ids");
          if (viewport.phone) await assertTouchTargets(main, "the list form");
        });

        await test.step("the batch's confirmation", async () => {
          await form.clearAssessments.click();
          await expect(
            page.getByRole("heading", { name: `Clear assessments for ${LONG_IDS.length} users?` }),
          ).toBeVisible();
          await shoot(page, shot("list-confirm"), true);
          await assertNoSidewaysScroll(page, "the batch's confirmation");
          if (viewport.phone) await assertTouchTargets(main, "the batch's confirmation");
          await assertNoSeriousA11yViolations(page, `the batch's confirmation (${colorScheme})`);
        });
      });
    }
  });
}
