import { readFile } from "node:fs/promises";
import {
  assertCleared,
  assertFieldError,
  confirmSingleClear,
  fillBatch,
  fillSingleClear,
  riskForm,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  assessmentsIn,
  clearPathOf,
  goToRiskAssessments,
  watchClearRequests,
} from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.describe("Risk assessments", () => {
  // Each scenario runs several axe scans on a machine shared with other test runs.
  test.describe.configure({ timeout: 60_000 });

  test("support clears one user's new-device assessment after confirming who and where", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const { userId, connection } = SEED_FACTS.firstUser;
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("the confirmation names the user and the connection; nothing is sent yet", async () => {
      await fillSingleClear(page, { userId, connection });
      await form.clearAssessments.click();
      const { confirmation } = form;
      await expect(confirmation).toContainText(userId);
      await expect(confirmation).toContainText(connection);
      expect(requests.sent, "no request before confirming").toHaveLength(0);
      await assertNoSeriousA11yViolations(page, "the single-user confirmation");
    });

    await test.step("confirming clears it and says what was cleared and when", async () => {
      await form.confirmFor(userId).click();
      await assertCleared(page);
      await expect(page.getByText(/^Cleared new-device for user/)).toContainText(
        `${userId} in connection ${connection} at`,
      );
      await assertNoSeriousA11yViolations(page, "the single-user result");
    });

    await test.step("the tenant no longer holds the assessment", async () => {
      const assessments = await assessmentsIn(tenant, connection);
      expect(assessments.get(userId), "the new-device assessment is gone").toEqual([]);
      expect(requests.sent, "one request").toHaveLength(1);
    });
  });

  test("an invalid connection name is refused in the browser, and nothing is sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillSingleClear(page, { userId: SEED_FACTS.firstUser.userId, connection: "corp--oidc" });
    await form.clearAssessments.click();

    await assertFieldError(form.connection, /Cannot contain two hyphens in a row/, {
      what: "a connection name with two hyphens in a row",
    });
    await expect(page.getByRole("button", { name: /^Clear for/ })).toHaveCount(0);
    expect(requests.sent, "no request left the browser").toHaveLength(0);
    await assertNoSeriousA11yViolations(page, "the single-user form with an error");
  });

  test("a 404 says whether the user or the connection was not found", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    // Without read:users nothing is looked up before the clear: the tenant's 404 says it. With
    // it, an unknown user is said at User id before any write (riskAssessments.lookup.spec.ts).
    await goToRiskAssessments(page, { consoleUrl, tenant, scopes: ["update:users"] });
    const { userId } = SEED_FACTS.userWithSlash;

    await test.step("a user the tenant does not know", async () => {
      await fillSingleClear(page, { userId: "oidc|nobody-here", connection: "corp-oidc" });
      await confirmSingleClear(page, "oidc|nobody-here");
      await expect(page.getByRole("alert")).toHaveText("User not found: The user does not exist.");
      await expect(form.userId).toHaveAttribute("aria-invalid", "true");
    });

    await test.step("a user who is not in the connection", async () => {
      await fillSingleClear(page, { userId, connection: "corp-oidc" });
      await confirmSingleClear(page, userId);
      await expect(page.getByRole("alert")).toHaveText(
        "User not in this connection: The user does not belong to the connection corp-oidc.",
      );
      await expect(form.connection).toHaveAttribute("aria-invalid", "true");
    });
  });

  test("a batch of 50 under a low rate limit: 47 cleared, 3 failed, no user sent twice", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    test.setTimeout(120_000);
    const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;
    const known = seeded.slice(0, 47);
    const unknown = ["db|support|ghost-1", "db|support|ghost-2", "db|support|ghost-3"];
    const userIds = [
      ...known.slice(0, 5),
      unknown[0],
      ...known.slice(5, 25),
      unknown[1],
      ...known.slice(25),
      unknown[2],
    ].filter((id): id is string => id !== undefined);
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await tenant.control.rateLimit({ capacity: 10, refillPerSecond: 10 });

    await test.step("the list is checked and confirmed before anything is sent", async () => {
      await fillBatch(page, { connection, userIds, concurrency: "2" });
      await form.clearAssessments.click();
      await expect(
        page.getByRole("heading", { name: "Clear assessments for 50 users?" }),
      ).toBeVisible();
      expect(requests.sent, "no request before confirming").toHaveLength(0);
      await page.getByRole("button", { name: "Clear for 50 users" }).click();
    });

    await test.step("the batch says its pace and runs through the rate limit to the end", async () => {
      // The one run in real time against the tenant's limit; ratePacer.test.ts proves the
      // pacing itself on a fake clock.
      await expect(
        page.getByText(/^About [\d.]+ users a second, the pace the tenant's rate limit allows/),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
        "Finished: 47 cleared, 3 failed.",
        { timeout: 90_000 },
      );
      const progress = page.getByRole("progressbar", { name: "Batch progress" });
      await expect(progress).toHaveAttribute("aria-valuenow", "50");
      for (const ghost of unknown) {
        await expect(page.getByRole("row", { name: ghost }), `${ghost} failed`).toContainText(
          "The user does not exist.",
        );
      }
    });

    await test.step("each user was processed exactly once, paced inside the limit", async () => {
      const { perPath, rateLimited } = await requests.processedPerPath();
      // The batch paces itself by X-RateLimit-*: a 429 may still happen, rarely.
      expect(rateLimited, "answers of 429").toBeLessThanOrEqual(3);
      expect([...perPath.keys()].sort(), "every user was sent").toEqual(
        userIds.map(clearPathOf).sort(),
      );
      expect(
        [...perPath.entries()].filter(([, count]) => count !== 1),
        "no user was processed twice",
      ).toEqual([]);
      const assessments = await assessmentsIn(tenant, connection);
      expect(
        known.filter((id) => assessments.get(id)?.length !== 0),
        "all 47 cleared",
      ).toEqual([]);
      expect(assessments.get(seeded[47] ?? ""), "users not in the list keep theirs").toEqual([
        "new-device",
      ]);
    });

    await test.step("the results download as CSV", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      const file = await (await download).path();
      const lines = (await readFile(file, "utf8"))
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe("user_id,connection,status,message,finished_at");
      expect(lines).toHaveLength(51);
      expect(
        lines.filter((line) => line.includes(",failed,The user does not exist.,")),
      ).toHaveLength(3);
    });
    await assertNoSeriousA11yViolations(page, "the batch results");
  });

  test("permanent failures come first, are marked and never retried; a phone shows cards without sideways scroll", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;
    const outsider = SEED_FACTS.userWithSlash.userId;
    const userIds = [...seeded.slice(0, 4), "db|support|ghost-1", outsider];
    const requests = watchClearRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("the batch runs; Retry failed is absent as no failure could pass", async () => {
      await fillBatch(page, { connection, userIds, concurrency: "2" });
      await riskForm(page).clearAssessments.click();
      await page.getByRole("button", { name: "Clear for 6 users" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
        "Finished: 4 cleared, 2 failed.",
      );
      await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Retry failed" })).toHaveCount(0);
    });

    await test.step("the failures lead, each with a headline that agrees with its message", async () => {
      const rows = page.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toContainText("db|support|ghost-1");
      await expect(rows.nth(1)).toContainText("User not foundThe user does not exist.");
      await expect(rows.nth(2)).toContainText(outsider);
      await expect(rows.nth(2)).toContainText("User not in this connection");
      await expect(rows.nth(2)).toContainText(`does not belong to the connection ${connection}`);
      await expect(rows.nth(1)).toContainText("not retried");
      await page.getByRole("radio", { name: "Failed (2)" }).check();
      await expect(rows).toHaveCount(3);
      await page.getByRole("radio", { name: "Cleared (4)" }).check();
      await expect(rows).toHaveCount(5);
      await page.getByRole("radio", { name: "All (6)" }).check();
    });

    await test.step("at 390 px each user is a card and nothing scrolls sideways", async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "pixels the results scroll sideways").toBeLessThanOrEqual(0);
      const firstCell = page.getByRole("table").getByRole("row").nth(1).locator("td").first();
      const cellBox = await firstCell.boundingBox();
      expect(cellBox?.width, "a card is as wide as the screen, not a column").toBeGreaterThan(300);
      await assertNoSeriousA11yViolations(page, "the batch results on a phone");
    });

    await test.step("each user was sent once, and leaving the finished batch does not ask", async () => {
      expect(requests.sent).toHaveLength(6);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await page.evaluate(() => {
        window.location.hash = "#/activity";
      });
      await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
      expect(dialogs, "nothing would be lost: no prompt").toEqual([]);
    });
  });

  test("Cancel stops the batch: nothing more is sent, and the rest is reported as not sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;
    const userIds = seeded.slice(0, 10);
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    // Three requests pass; then the tenant asks for a wait longer than the test (the client
    // waits at most a minute), so the batch is paused whenever Cancel is pressed.
    await tenant.control.rateLimit({ capacity: 3, refillPerSecond: 0.01 });

    await test.step("the batch pauses on the rate limit with a countdown", async () => {
      await fillBatch(page, { connection, userIds, concurrency: "1" });
      await form.clearAssessments.click();
      await page.getByRole("button", { name: "Clear for 10 users" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Paused/ })).toHaveText(
        "Paused: the tenant is limiting requests. The batch resumes by itself.",
      );
      await expect(page.getByText(/^Resuming in (\d+ min )?\d+ s$/)).toBeVisible();
      await assertNoSeriousA11yViolations(page, "a paused batch");
    });

    await test.step("Cancel sends nothing more and reports the rest as not sent", async () => {
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Cancelled/ })).toHaveText(
        "Cancelled: 3 cleared, 0 failed, 7 not sent.",
      );
      await expect(page.getByRole("button", { name: "Send the 7 users not sent" })).toBeVisible();
      const { perPath } = await requests.processedPerPath();
      expect([...perPath.keys()], "only the first three were processed").toEqual(
        userIds.slice(0, 3).map(clearPathOf),
      );
      const assessments = await assessmentsIn(tenant, connection);
      expect(userIds.map((id) => assessments.get(id)?.length)).toEqual([
        0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
      ]);
    });
  });

  test("leaving with typed entries does not ask: coming back brings them back", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const { userId, connection } = SEED_FACTS.firstUser;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const screens = page.getByRole("navigation", { name: "Screens" });
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("one user: typed, then off to Activity and back", async () => {
      await fillSingleClear(page, { userId, connection });
      await screens.getByRole("link", { name: "Activity" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
      await screens.getByRole("link", { name: "Risk assessments" }).click();
      await expect(form.userId).toHaveValue(userId);
      await expect(page.getByText("Restored what you typed earlier on this tab.")).toBeVisible();
    });

    await test.step("a list: typed, then off to Activity and back", async () => {
      await fillBatch(page, { connection, userIds: [userId], concurrency: "1" });
      await screens.getByRole("link", { name: "Activity" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
      await screens.getByRole("link", { name: "Risk assessments" }).click();
      await expect(form.userIds).toHaveValue(userId);
      await expect(
        page.getByText("Restored the list you typed earlier on this tab."),
      ).toBeVisible();
    });
    expect(dialogs, "nothing would be lost: no prompt").toEqual([]);
  });

  test("a pasted list with lines that are not user ids is refused, line by line", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillBatch(page, {
      connection: "support-db",
      userIds: ["db|support|user-01", "", "..", "db|support|user-01", "u".repeat(1025)],
      concurrency: "2",
    });
    await form.clearAssessments.click();
    const ids = form.userIds;
    await expect(ids).toHaveAttribute("aria-invalid", "true");
    await expect(ids).toHaveAccessibleDescription(/2 lines cannot be sent as user ids/);
    await expect(page.getByText(/^Line 3: /)).toBeVisible();
    await expect(
      page.getByText(/^Line 5: Must be at most 1024 characters \(it has 1025\)/),
    ).toBeVisible();
    expect(requests.sent, "nothing is sent until the list is fixed").toHaveLength(0);
    await assertNoSeriousA11yViolations(page, "the batch form with invalid lines");
  });
});
