import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import {
  assertCleared,
  confirmSingleClear,
  downloadActivity,
  downloadDroppedActivity,
  droppedActivityNotice,
  fillConnectForm,
  fillSingleClear,
  goToActivity,
  RiskAssessments,
  readActivity,
  signOut,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToRiskAssessments } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { serveInFront, tokenFor } from "./support/consoleServe";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

/** Stands in front of the tenant and keeps the headers of every request that reaches it. */
async function recordingFront(tenant: LocalTenant) {
  const seen: IncomingHttpHeaders[] = [];
  const target = new URL(tenant.url);
  const server = createServer((req, res) => {
    seen.push(req.headers);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    front: { url: `http://127.0.0.1:${port}`, control: tenant.control },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
    // Without read:users nothing looks the user up: a lookup that answered "no user with this
    // id" first would hold the clear back, and the tenant's failure is what Activity must list.
    await goToRiskAssessments(page, {
      consoleUrl,
      tenant,
      scopes: CONSOLE_SCOPES.filter((scope) => scope !== "read:users"),
    });
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

    await test.step("on a phone each write reads whole, without sideways scroll", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await readActivity(page), "the same writes, as cards").toHaveLength(2);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "the page is no wider than the phone").toBeLessThanOrEqual(390);
    });
  });

  test("past 1,000 writes Activity says how many older entries it dropped and downloads them", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow();
    const { userId, connection } = SEED_FACTS.firstUser;
    const { name: bulk, userIds: seeded } = SEED_FACTS.bulkConnection;
    // 1,000 writes after the first: the seeded 60 and 940 users the tenant does not know.
    const ghosts = Array.from({ length: 1_000 - seeded.length }, (_, n) => `db|support|ghost-${n}`);
    await tenant.control.rateLimit({ capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 });
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("one clear, then a batch of 1,000 users", async () => {
      await fillSingleClear(page, { userId, connection, reason: "T-1" });
      await confirmSingleClear(page, userId);
      await assertCleared(page);
      const { status } = await new RiskAssessments(page).runBatch(
        { connection: bulk, userIds: [...seeded, ...ghosts], concurrency: "8", reason: "T-2" },
        { timeout: 150_000 },
      );
      expect(status).toBe("Finished: 60 cleared, 940 failed.");
    });

    await test.step("Activity lists the newest 1,000 and says the first was dropped", async () => {
      await goToActivity(page);
      await expect(droppedActivityNotice(page)).toHaveText(
        "1 older entry was dropped from this list, which keeps the newest 1,000. Their CSV is kept for this tab until you sign out.",
      );
      // Every row is the markup checked in "Activity with one write"; the newest (a failure)
      // and the oldest (a success) stay in, with the notice and the rest of the page.
      await assertNoSeriousA11yViolations(page, "Activity with dropped entries", {
        exclude: ".activity-table tbody tr:not(:first-child):not(:last-child)",
      });
      const csv = (await downloadDroppedActivity(page)).split("\r\n");
      expect(csv[0]).toBe("time,operation,target,outcome,reason");
      const rows = csv.slice(1).filter(Boolean);
      expect(rows, "one dropped write").toHaveLength(1);
      expect(rows[0], "the single clear, with its reason").toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,/);
      expect(rows[0]?.endsWith(`,Clear risk assessments,${userId},Succeeded,T-1`)).toBe(true);
    });
  });

  test("through the console's own server the reason reaches its audit log, never the tenant", async ({
    page,
    tenant,
  }) => {
    test.slow();
    const recorder = await recordingFront(tenant);
    const serve = await serveInFront(recorder.front, "pass-through");
    try {
      const { userId, connection } = SEED_FACTS.firstUser;
      await page.goto(`${serve.url}/#/risk-assessments`);
      await fillConnectForm(
        page,
        serve.url,
        await tokenFor(serve, tenant, "pass-through", CONSOLE_SCOPES),
      );
      await fillSingleClear(page, { userId, connection, reason: REASON });
      await confirmSingleClear(page, userId);
      await assertCleared(page);

      await expect
        .poll(() => serve.lines.filter((line) => line.includes('"audit":true')).length)
        .toBeGreaterThan(0);
      const audit = serve.lines.filter((line) => line.includes('"audit":true')).at(-1) ?? "";
      expect(JSON.parse(audit), "the audit line holds the reason").toMatchObject({
        operation: "clearRiskAssessments",
        target: userId,
        reason: REASON,
      });
      expect(recorder.seen.length, "requests reached the tenant").toBeGreaterThan(0);
      for (const headers of recorder.seen) {
        expect(headers, "the tenant never sees the reason").not.toHaveProperty("x-console-reason");
      }
    } finally {
      await serve.stop();
      await recorder.close();
    }
  });
});
