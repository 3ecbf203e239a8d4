/**
 * The risk screen's input side on a laptop (1280×800) and a phone (390×844): the single clear
 * with errors, its confirmation and its result, and the batch's list and confirmation. Nothing
 * scrolls sideways and axe finds nothing serious, in light and dark; each pasted id reads whole
 * on its own line and every control is a finger's width on a phone. With SHOTS_DIR set it saves
 * each state in each scheme for a person to look at.
 */
import type { Locator, Page } from "@playwright/test";
import {
  batchEndStatus,
  fillBatch,
  fillSingleClear,
  listSummary,
  riskForm,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToRiskAssessments } from "./screens/riskAssessments";
import { expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";
import { textBeforeLineBreaks } from "./support/lineBreaks";

/** Ids as long as a tenant's real ones get: an email in a SAML id, a directory GUID. */
const LONG_IDS = [
  "samlp|partners-emea-federation|firstname.lastname-with-a-long-surname@subsidiary.example.org",
  SEED_FACTS.userWithNothingToClear.userId,
  ...SEED_FACTS.bulkConnection.userIds.slice(0, 3),
];

/** More lines than the box shows as text (src/forms/shared/LineListField.tsx). */
const MANY_IDS = Array.from({ length: 1_500 }, (_, i) => `db|support|ghost-${i + 1}`);

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

/** A separator an id may wrap after (src/ui/idBreaks.tsx). */
const AFTER_SEPARATOR = /[|/@.:_\-+]$/;

/**
 * The confirmation as it opens on a phone: its question and its confirm button on one screen
 * below the sticky bar, the button at most two lines, and the id wrapping only at separators.
 */
async function assertConfirmationFits(page: Page, panel: Locator, confirm: Locator): Promise<void> {
  const screenHeight = page.viewportSize()?.height ?? 0;
  const bar = await page.getByRole("banner").boundingBox();
  const top = (await panel.boundingBox())?.y ?? -1;
  const button = await confirm.boundingBox();
  expect(top, "the question is below the sticky bar").toBeGreaterThanOrEqual(
    (bar?.y ?? 0) + (bar?.height ?? 0),
  );
  expect((button?.y ?? 0) + (button?.height ?? 0), "the button is on screen").toBeLessThanOrEqual(
    screenHeight,
  );
  for (const [what, where] of [
    ["the button", confirm],
    ["the User fact", panel.getByRole("definition").first()],
  ] as const) {
    const breaks = await textBeforeLineBreaks(where);
    for (const before of breaks) {
      expect(before, `${what} wraps after a separator`).toMatch(AFTER_SEPARATOR);
    }
    if (what === "the button")
      expect(breaks.length, "the button's lines - 1").toBeLessThanOrEqual(1);
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
    test(`the clear forms on a ${viewport.name} (${viewport.width}×${viewport.height}), light and dark`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      test.setTimeout(90_000);
      const look = (state: string, what: string, axe = true) =>
        lookInLightAndDark(page, {
          what,
          shot: `risk-${state}-${viewport.width}`,
          axe,
          fullPage: true,
        });
      const form = riskForm(page);
      const main = page.getByRole("main");
      // The id of the phone trial: separators to break at, and a slash in a path segment.
      const { userId, connection } = SEED_FACTS.userWithSlash;
      await goToRiskAssessments(page, { consoleUrl, tenant });

      await test.step("one user, with errors", async () => {
        await fillSingleClear(page, { userId: "", connection: "corp--oidc" });
        await form.clearAssessments.click();
        await expect(form.userId).toHaveAttribute("aria-invalid", "true");
        await expect(form.connection).toHaveAttribute("aria-invalid", "true");
        if (viewport.phone) await assertTouchTargets(main, "the single clear");
        await look("one-errors", "the single clear with errors");
      });

      await test.step("one user, confirmed and cleared", async () => {
        await fillSingleClear(page, { userId, connection });
        await form.clearAssessments.click();
        await expect(form.confirmation).toBeVisible();
        if (viewport.phone) {
          await assertTouchTargets(main, "the single confirmation");
          await assertConfirmationFits(page, form.confirmation, form.confirmFor(userId));
        }
        await look("one-confirm", "the single confirmation", false);
        await form.confirmFor(userId).click();
        await expect(form.clearedHeading).toBeVisible();
        if (viewport.phone) await assertTouchTargets(main, "the single result");
        await look("one-result", "the single result");
      });

      await test.step("a pasted list too long to show as text is summarized, whole", async () => {
        await fillBatch(page, { connection: "support-db", userIds: MANY_IDS });
        const summary = main.getByText(/^1,500 lines in the list/);
        await expect(summary, "the paste's reader lands on the summary").toBeFocused();
        await expect(form.userIds).toBeHidden();
        await expect(form.userIds).toHaveValue(MANY_IDS.join("\n"));
        await expect(listSummary(form.userIds).editAsText).toBeVisible();
        if (viewport.phone) await assertTouchTargets(main, "the list's summary");
        await look("list-summary", "a summarized list");
        await form.clearAssessments.click();
        await expect(
          page.getByRole("heading", { name: /^Clear assessments for 1,?500 users\?$/ }),
        ).toBeVisible();
        await page.getByRole("button", { name: "Cancel", exact: true }).click();
      });

      await test.step("a list of long ids reads one whole id per line", async () => {
        await fillBatch(page, { connection: "support-db", userIds: LONG_IDS, concurrency: "2" });
        // The first id is wider than the box at both sizes: wrapped, it would not reach past it.
        expect(await textareaOverflow(page), "a long id scrolls inside the box").toBeGreaterThan(0);
        if (viewport.phone) await assertTouchTargets(main, "the list form");
        await look("list", "a list of long ids", false);
      });

      await test.step("the batch's confirmation", async () => {
        await form.clearAssessments.click();
        await expect(
          page.getByRole("heading", { name: `Clear assessments for ${LONG_IDS.length} users?` }),
        ).toBeVisible();
        if (viewport.phone) await assertTouchTargets(main, "the batch's confirmation");
        await look("list-confirm", "the batch's confirmation");
      });

      await test.step("the batch's progress lines up with the list above it", async () => {
        await page.getByRole("button", { name: `Clear for ${LONG_IDS.length} users` }).click();
        await expect(batchEndStatus(page)).toBeVisible();
        const progress = await page.getByRole("region", { name: "Progress" }).boundingBox();
        const list = await form.userIds.boundingBox();
        expect(
          (progress?.x ?? 0) + (progress?.width ?? 0),
          "the progress ends where the list does, not wider",
        ).toBeLessThanOrEqual((list?.x ?? 0) + (list?.width ?? 0) + 1);
      });
    });
  });
}
