import type { Page, Route } from "@playwright/test";
import { fillBatch, RiskAssessments, riskForm } from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  assessmentsIn,
  CLEAR_PATH,
  clearPathOf,
  goToRiskAssessments,
  watchClearRequests,
} from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;

/**
 * The tenant goes away mid-batch as a stopped server does: after `answered` clears reach it, the
 * next two are held until both are in flight, then refused together, and every later one is
 * refused at once (connection refused: nothing reaches the tenant) until `comeBack`.
 */
async function tenantDiesAfter(page: Page, answered: number) {
  let passed = 0;
  let down = false;
  const held: Route[] = [];
  const refused: string[] = [];
  const refuse = (route: Route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort("connectionrefused");
  };
  const matches = (url: URL) => CLEAR_PATH.test(url.pathname);
  const handler = async (route: Route) => {
    // The CORS preflight still reaches the tenant; only the clears meet the dead tenant.
    if (route.request().method() !== "POST") return route.fallback();
    if (down) return refuse(route);
    if (passed < answered) {
      passed++;
      return route.continue();
    }
    held.push(route);
    if (held.length < 2) return;
    down = true;
    await Promise.all(held.splice(0).map(refuse));
  };
  await page.route(matches, handler);
  return { refused, comeBack: () => page.unroute(matches, handler) };
}

test("a batch whose tenant stops answering pauses, marks only the two in flight unknown, and Resume clears the rest", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  const userIds = seeded.slice(0, 10);
  const heldCount = (assessments: Map<string, readonly string[] | undefined>) =>
    userIds.map((id) => assessments.get(id)?.length);
  expect(heldCount(await assessmentsIn(tenant, connection)), "each has one to clear").toEqual(
    Array(10).fill(1),
  );
  const clears = watchClearRequests(page);
  await goToRiskAssessments(page, { consoleUrl, tenant });
  const dead = await tenantDiesAfter(page, 4);

  await test.step("the tenant stops answering after four clears: the batch pauses and says so", async () => {
    await fillBatch(page, { connection, userIds, concurrency: "2" });
    await riskForm(page).clearAssessments.click();
    await page.getByRole("button", { name: "Clear for 10 users" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Paused/ })).toHaveText(
      "Paused: the tenant is not answering. 4 users not sent yet: press Resume once it is back.",
    );
    await assertNoSeriousA11yViolations(page, "a batch paused on a tenant that is not answering");
  });

  await test.step("only the two in flight are unknown; the rest was neither sent nor failed", async () => {
    expect([...dead.refused].sort(), "the two in flight met the refusal").toEqual(
      userIds.slice(4, 6).map(clearPathOf).sort(),
    );
    expect(clears.sent, "nothing more was sent").toHaveLength(6);
    // The kit's wait returns on the hold too, with the rows as they stand.
    const { status, outcomes } = await new RiskAssessments(page).waitForBatchEnd();
    expect(status).toMatch(/^Paused: the tenant is not answering/);
    const resultOf = (id: string) => outcomes.find((outcome) => outcome.userId === id)?.result;
    expect(userIds.map(resultOf)).toEqual([
      ...Array(4).fill("cleared"),
      "unknown outcome",
      "unknown outcome",
      ...Array(4).fill("waiting"),
    ]);
    expect(
      heldCount(await assessmentsIn(tenant, connection)),
      "a refused connection reached nothing",
    ).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  await test.step("the tenant is back: Resume, reached from the keyboard, clears the four waiting", async () => {
    await dead.comeBack();
    await expect(page.getByRole("heading", { name: "Progress" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Resume" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
      "Finished: 8 cleared, 0 failed, 2 with unknown outcome.",
    );
    expect(clears.sent, "each user sent once").toHaveLength(10);
    expect(heldCount(await assessmentsIn(tenant, connection))).toEqual([
      0, 0, 0, 0, 1, 1, 0, 0, 0, 0,
    ]);
  });

  await test.step("sending the two unknown again, knowingly, clears them", async () => {
    await page.getByRole("button", { name: "Send again the 2 users with unknown outcome" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
      "Finished: 10 cleared, 0 failed.",
    );
    expect(heldCount(await assessmentsIn(tenant, connection))).toEqual(Array(10).fill(0));
  });
});
