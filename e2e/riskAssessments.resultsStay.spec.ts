import type { Page } from "@playwright/test";
import {
  batchEndStatus,
  batchResults,
  downloadBatchCsv,
  fillConnectForm,
  goToActivity,
  goToScreen,
  RiskAssessments,
  readBatchOutcomes,
  riskForm,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToRiskAssessments, watchClearRequests } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, type LocalTenant, test } from "./support/fixtures";

const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;
const GHOST = "db|support|ghost-1";
const USER_IDS = [...seeded.slice(0, 4), GHOST];
const STATUS = "Finished: 4 cleared, 1 failed.";

/** What a user sees of the finished batch: its status, its rows, the sent list and its CSV. */
async function assertResultsThere(page: Page, csv: string, when: string): Promise<void> {
  await expect(batchEndStatus(page), `the status, ${when}`).toHaveText(STATUS);
  const outcomes = await readBatchOutcomes(page);
  expect(
    outcomes.map((row) => [row.userId, row.result]),
    `the rows, ${when}`,
  ).toEqual([[GHOST, "failed"], ...seeded.slice(0, 4).map((id) => [id, "cleared"])]);
  await expect(batchResults(page).sentAt, `when it was sent, ${when}`).toContainText("4 cleared");
  const form = riskForm(page);
  await expect(form.userIds, "the sent list, read-only").toHaveValue(USER_IDS.join("\n"));
  await expect(form.userIds).toHaveAttribute("readonly");
  await expect(form.clearAssessments, "the sent list is not ready to send").toHaveCount(0);
  expect(await downloadBatchCsv(page), `the same CSV, ${when}`).toBe(csv);
}

/** A reload forgets the token (it was not kept for the tab): connect again, as a user would. */
async function reloadAndConnect(page: Page, tenant: LocalTenant): Promise<void> {
  await page.reload();
  await fillConnectForm(page, tenant.url, await tenant.control.token({ scopes: CONSOLE_SCOPES }));
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
}

test("a finished batch's results and CSV are still there after visiting Activity and after a reload, until Dismiss results", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  test.slow();
  const risk = new RiskAssessments(page);
  const requests = watchClearRequests(page);
  await goToRiskAssessments(page, { consoleUrl, tenant });
  let csv = "";

  await test.step("support runs a batch of five: four cleared, one unknown user", async () => {
    const { status } = await risk.runBatch({
      connection,
      userIds: USER_IDS,
      concurrency: "2",
      reason: "INC-2211",
    });
    expect(status).toBe(STATUS);
    csv = await downloadBatchCsv(page);
    expect(csv.split("\r\n")).toHaveLength(7);
    await assertNoSeriousA11yViolations(page, "a finished batch with Dismiss results");
  });

  await test.step("off to Activity and back: the results are as they were", async () => {
    await goToActivity(page);
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await goToScreen(page, "Risk assessments");
    await assertResultsThere(page, csv, "after visiting Activity");
    await assertNoSeriousA11yViolations(page, "the batch results, back from Activity");
  });

  await test.step("a reload (and connecting again): the results are as they were", async () => {
    await reloadAndConnect(page, tenant);
    await assertResultsThere(page, csv, "after a reload");
    expect(requests.sent, "nothing was sent again").toHaveLength(5);
  });

  await test.step("Dismiss results: gone, also after a reload, and the list is empty", async () => {
    await risk.dismissResults();
    await expect(riskForm(page).userIds).toHaveValue("");
    await expect(riskForm(page).userIds).toBeFocused();
    await assertNoSeriousA11yViolations(page, "the batch form after Dismiss results");
    await reloadAndConnect(page, tenant);
    await expect(riskForm(page).userIds).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Results" })).toHaveCount(0);
    await expect(page.getByText(/Restored the list/)).toHaveCount(0);
  });
});
