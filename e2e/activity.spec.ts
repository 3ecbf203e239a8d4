import { SEED_FACTS } from "../tenant/seed/index.ts";
import { downloadActivity, goToActivity, readActivity } from "./screens/activity";
import {
  assertCleared,
  confirmSingleClear,
  fillSingleClear,
  goToRiskAssessments,
} from "./screens/riskAssessments";
import { signOut } from "./screens/session";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { connectConsole, expect, test } from "./support/fixtures";

const REASON = "TICKET-4711 blocked after new phone";

test.describe("Activity", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a clear's reason is kept in Activity and sent in no request to the tenant", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const tenantOrigin = new URL(tenant.url).origin;
    const toTenant: { headers: Record<string, string>; body: string }[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== tenantOrigin) return;
      toTenant.push({ headers: request.headers(), body: request.postData() ?? "" });
    });
    const { userId, connection } = SEED_FACTS.firstUser;

    await test.step("support clears one user, giving a ticket number as the reason", async () => {
      await goToRiskAssessments(page, { consoleUrl, tenant });
      await fillSingleClear(page, { userId, connection, reason: REASON });
      await assertNoSeriousA11yViolations(page, "the risk form with a reason");
      await confirmSingleClear(page, userId);
      await assertCleared(page);
    });

    await test.step("the tenant saw neither the reason nor its header", async () => {
      expect(toTenant.length, "requests reached the tenant").toBeGreaterThan(0);
      for (const request of toTenant) {
        expect(request.headers, "no reason header").not.toHaveProperty("x-console-reason");
        expect(request.body, "no reason in the body").not.toContain("TICKET-4711");
      }
    });

    await test.step("Activity lists the clear with its outcome and reason", async () => {
      await goToActivity(page);
      expect(await readActivity(page), "one write, as made").toEqual([
        {
          operation: "Clear risk assessments",
          target: userId,
          outcome: "Succeeded",
          reason: REASON,
        },
      ]);
      await assertNoSeriousA11yViolations(page, "Activity with one write");
      const csv = await downloadActivity(page);
      expect(csv.split("\r\n")[0], "the CSV's header").toBe("time,operation,target,outcome,reason");
      expect(csv, "the CSV's row").toContain(
        `,Clear risk assessments,${userId},Succeeded,${REASON}`,
      );
    });

    await test.step("Sign out forgets the tab's activity", async () => {
      await signOut(page);
      await connectConsole(page, { consoleUrl, tenant, route: "/activity" });
      await expect(page.getByText("No writes yet in this tab."), "nothing kept").toBeVisible();
      await assertNoSeriousA11yViolations(page, "Activity with nothing yet");
    });
  });

  test("a failed clear is listed newest first with its failure", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const { userId, connection } = SEED_FACTS.firstUser;
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillSingleClear(page, { userId, connection });
    await confirmSingleClear(page, userId);
    await assertCleared(page);
    await page.getByRole("button", { name: "Clear another user" }).click();
    await fillSingleClear(page, { userId: "auth0|nobody-here", connection, reason: "T-2" });
    await confirmSingleClear(page, "auth0|nobody-here");
    await expect(page.getByRole("alert"), "the failure is shown").toBeVisible();

    // The form still holds what was typed: leaving asks first, and the user leaves.
    page.once("dialog", (dialog) => void dialog.accept());
    await goToActivity(page);
    const rows = await readActivity(page);
    expect(
      rows.map((row) => [row.target, row.outcome, row.reason]),
      "newest first",
    ).toEqual([
      ["auth0|nobody-here", "Failed: 404 Not Found", "T-2"],
      [userId, "Succeeded", ""],
    ]);
  });
});
