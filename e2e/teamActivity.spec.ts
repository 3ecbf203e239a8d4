/**
 * Team Activity (issue 38): with a store, Activity lists every person's writes through the
 * console's server, filtered by person.
 */
import type { Browser } from "@playwright/test";
import {
  assertCleared,
  confirmSingleClear,
  fillSingleClear,
  filterTeamActivity,
  goToScreen,
  organizationPage,
  readTeamActivity,
} from "@tenant-console/playwright-kit";
import type { ServeProcess } from "../server/test/serveProcess.ts";
import { SEED_FACTS } from "../tenant/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { openSignedIn, serveSignedIn } from "./support/consoleServe";
import { expect, test } from "./support/fixtures";

const WAYNE = "org_W4yn3Ent3rpr1s3X";
const { userId, connection } = SEED_FACTS.firstUser;

/** A new browser (its own cookies) signed in as `who` at `route`: signIn.spec.ts tests sign-in. */
async function signedIn(browser: Browser, serve: ServeProcess, who: string, route: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openSignedIn(page, serve, `${who}@console.local`, route);
  return page;
}

test.describe("Team Activity", () => {
  let serve: ServeProcess;
  test.beforeEach(async ({ tenant }) => {
    serve = await serveSignedIn(tenant);
  });
  test.afterEach(async () => {
    await serve.stop();
  });

  test("lists an administrator's and a support person's writes, and filters them to one person", async ({
    browser,
  }) => {
    test.slow(); // three people, two writes and two axe runs
    const admin = await signedIn(browser, serve, "admin", `/organizations/${WAYNE}`);
    const organization = organizationPage(admin);
    await organization.settings.locator('input[name="display_name"]').fill("Wayne Industries");
    await organization.saveChanges.click();
    await expect(organization.heading).toHaveText("Wayne Industries");

    const support = await signedIn(browser, serve, "support", "/risk-assessments");
    await fillSingleClear(support, { userId, connection, reason: "INC-2" });
    await confirmSingleClear(support, userId);
    await assertCleared(support);

    const auditor = await signedIn(browser, serve, "auditor", "/token-exchange-profiles");
    await goToScreen(auditor, "Activity");
    const everyone = await readTeamActivity(auditor);
    expect(
      everyone.map(({ person, operation, reason }) => ({ person, operation, reason })),
    ).toEqual([
      { person: "Sam Support (support)", operation: "Clear risk assessments", reason: "INC-2" },
      { person: "Ada Admin (administrator)", operation: "Update organization", reason: "" },
    ]);
    await assertNoSeriousA11yViolations(auditor, "team Activity");

    await filterTeamActivity(auditor, { person: "Sam Support (support)" });
    await expect(auditor).toHaveURL(/#\/activity\?person=console-local%7Csupport$/);
    expect(await readTeamActivity(auditor)).toMatchObject([
      { person: "Sam Support (support)", object: userId, outcome: "Succeeded" },
    ]);
    await auditor.reload();
    expect(await readTeamActivity(auditor), "the filter survives a reload").toHaveLength(1);

    await filterTeamActivity(auditor, { object: "org_nothing_here" });
    await expect(auditor.getByText("No write matches these filters.")).toBeVisible();
    await assertNoSeriousA11yViolations(auditor, "team Activity, nothing matches");
  });
});
