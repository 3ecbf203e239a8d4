import type { Page } from "@playwright/test";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToRiskAssessments } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { assertNoSidewaysScroll, shoot } from "./support/layout";

const { bulkConnection } = SEED_FACTS;
/** Users the tenant does not know, after the bulk connection's 60: they fail, and come first. */
const GHOSTS = 240;
/**
 * High enough not to bind a batch of 300; five digits, as a large tenant's limit has, which the
 * shell's meter on a phone must fit beside Sign out.
 */
const UNLIMITED = { capacity: 10_000, refillPerSecond: 10_000 };

/** Pastes the list and starts it: two requests at a time, confirmed. */
async function startBatch(page: Page, userIds: readonly string[]): Promise<void> {
  await page.getByRole("radio", { name: "A list of users" }).check();
  await page.getByLabel("Connection").fill(bulkConnection.name);
  await page.getByLabel("User ids, one per line").fill(userIds.join("\n"));
  const concurrency = page.getByLabel("Requests at a time");
  if (!(await concurrency.isVisible())) {
    await page.getByText("Advanced", { exact: true }).focus();
    await page.keyboard.press("Enter");
  }
  await concurrency.selectOption("2");
  await page.getByRole("button", { name: "Clear assessments" }).click();
  await page.getByRole("button", { name: `Clear for ${userIds.length} users` }).click();
}

test("a batch of 300 users keeps a bounded number of rows in the page, failures first, and reaches the last by keyboard", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  test.setTimeout(150_000);
  await tenant.control.rateLimit(UNLIMITED);
  // The bulk connection's 60 users, then 540 the tenant does not know: those fail, and come first.
  const ghosts = Array.from({ length: GHOSTS }, (_, i) => `db|support|ghost-${i + 1}`);
  const userIds = [...bulkConnection.userIds, ...ghosts];
  await goToRiskAssessments(page, { consoleUrl, tenant });
  await startBatch(page, userIds);
  await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
    `Finished: 60 cleared, ${GHOSTS} failed.`,
    { timeout: 90_000 },
  );

  const table = page.getByRole("table", { name: `Outcome per user in ${bulkConnection.name}` });
  await expect(table).toHaveAttribute("aria-rowcount", String(GHOSTS + 61));
  await expect(table.getByRole("row").nth(1)).toContainText("db|support|ghost-1");
  await expect(table.getByRole("row").nth(1)).toContainText("not retried");
  expect(await table.getByRole("row").count()).toBeLessThanOrEqual(200);
  await page
    .getByRole("heading", { name: "Progress" })
    .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await assertNoSeriousA11yViolations(page, "300 results");
  await shoot(page, "batch-results-1280-light");

  await test.step("End scrolls the page to the last user, a cleared one", async () => {
    await page.getByRole("heading", { name: "Results" }).click();
    const last = table.locator(`[aria-rowindex="${GHOSTS + 61}"]`);
    // Rows measured on the way may lengthen the page: End again, as a person would.
    await expect(async () => {
      await page.keyboard.press("End");
      await expect(last).toBeInViewport({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(last).toContainText(bulkConnection.userIds.at(-1) ?? "");
    await expect(last).toContainText("cleared");
    expect(await table.getByRole("row").count()).toBeLessThanOrEqual(200);
  });

  await test.step("Cleared shows the 60 cleared users only", async () => {
    await page.getByRole("radio", { name: "Cleared (60)" }).check();
    await expect(table).toHaveAttribute("aria-rowcount", "61");
    await expect(table.getByRole("row")).toHaveCount(61);
  });

  await test.step("on a phone the rows are cards and nothing scrolls sideways", async () => {
    await page.getByRole("radio", { name: `All (${GHOSTS + 60})` }).check();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    expect(await table.getByRole("row").count()).toBeLessThanOrEqual(200);
    await assertNoSidewaysScroll(page, "300 results as cards, a five-digit limit in the bar");
    await page.emulateMedia({ colorScheme: "dark" });
    await assertNoSeriousA11yViolations(page, "300 results as cards (dark)");
    await shoot(page, "batch-results-390-dark");
  });
});
