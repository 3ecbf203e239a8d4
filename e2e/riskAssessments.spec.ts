import { readFile } from "node:fs/promises";
import type { Page, Request } from "@playwright/test";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

const CLEAR_PATH = /\/api\/v2\/users\/[^/]+\/risk-assessments\/clear$/;

async function goToRiskAssessments(
  page: Page,
  { consoleUrl, tenant }: { consoleUrl: string; tenant: LocalTenant },
): Promise<void> {
  await connectConsole(page, { consoleUrl, tenant, route: "/risk-assessments" });
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
}

/** Every clear request the browser sends, to count them per user afterwards. */
function watchClearRequests(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && CLEAR_PATH.test(new URL(request.url()).pathname)) {
      sent.push(request);
    }
  });
  return {
    sent,
    /** Per path, the requests the tenant processed: a 429 was refused unprocessed. */
    async processedPerPath(): Promise<{ perPath: Map<string, number>; rateLimited: number }> {
      const perPath = new Map<string, number>();
      let rateLimited = 0;
      for (const request of sent) {
        const status = (await request.response())?.status();
        if (status === 429) {
          rateLimited++;
          continue;
        }
        const path = new URL(request.url()).pathname;
        perPath.set(path, (perPath.get(path) ?? 0) + 1);
      }
      return { perPath, rateLimited };
    },
  };
}

function clearPathOf(userId: string): string {
  return `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`;
}

async function fillSingleClear(page: Page, userId: string, connection: string): Promise<void> {
  await page.getByLabel("User id", { exact: true }).fill(userId);
  await page.getByLabel("Connection", { exact: true }).fill(connection);
  await page.getByRole("button", { name: "Clear assessments" }).click();
}

async function fillBatch(
  page: Page,
  {
    connection,
    userIds,
    concurrency,
  }: { connection: string; userIds: readonly string[]; concurrency: "1" | "2" },
): Promise<void> {
  await page.getByRole("radio", { name: "A list of users" }).check();
  await page.getByLabel("Connection", { exact: true }).fill(connection);
  await page.getByLabel("User ids, one per line").fill(userIds.join("\n"));
  await page.getByLabel("Requests at a time").selectOption(concurrency);
  await page.getByRole("button", { name: "Clear assessments" }).click();
}

async function assessmentsOf(tenant: LocalTenant, connection: string) {
  const state = await tenant.control.state();
  return new Map(state.users.map((user) => [user.user_id, user.assessments[connection]]));
}

test.describe("Risk assessments", () => {
  // Each scenario runs several axe scans on a machine shared with other test runs.
  test.describe.configure({ timeout: 60_000 });

  test("support clears one user's new-device assessment after confirming who and where", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const { userId, connection } = SEED_FACTS.firstUser;
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("the confirmation names the user and the connection; nothing is sent yet", async () => {
      await fillSingleClear(page, userId, connection);
      const confirmation = page.getByRole("region", { name: "Clear these assessments?" });
      await expect(confirmation).toContainText(userId);
      await expect(confirmation).toContainText(connection);
      expect(requests.sent, "no request before confirming").toHaveLength(0);
      await assertNoSeriousA11yViolations(page, "the single-user confirmation");
    });

    await test.step("confirming clears it and says what was cleared and when", async () => {
      await page.getByRole("button", { name: `Clear for ${userId}` }).click();
      await expect(page.getByRole("heading", { name: "Assessments cleared" })).toBeVisible();
      await expect(page.getByText(/^Cleared new-device for user/)).toContainText(
        `${userId} in connection ${connection} at`,
      );
      await assertNoSeriousA11yViolations(page, "the single-user result");
    });

    await test.step("the tenant no longer holds the assessment", async () => {
      const assessments = await assessmentsOf(tenant, connection);
      expect(assessments.get(userId), "the new-device assessment is gone").toEqual([]);
      expect(requests.sent, "one request").toHaveLength(1);
    });
  });

  test("an invalid connection name is refused in the browser, and nothing is sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillSingleClear(page, SEED_FACTS.firstUser.userId, "corp--oidc");

    const connection = page.getByLabel("Connection", { exact: true });
    await expect(connection, "the field is marked invalid").toHaveAttribute("aria-invalid", "true");
    await expect(connection, "the rule in words").toHaveAccessibleDescription(
      /Cannot contain two hyphens in a row/,
    );
    await expect(page.getByRole("button", { name: /^Clear for/ })).toHaveCount(0);
    expect(requests.sent, "no request left the browser").toHaveLength(0);
    await assertNoSeriousA11yViolations(page, "the single-user form with an error");
  });

  test("a 404 says whether the user or the connection was not found", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToRiskAssessments(page, { consoleUrl, tenant });
    const { userId } = SEED_FACTS.userWithSlash;

    await test.step("a user the tenant does not know", async () => {
      await fillSingleClear(page, "oidc|nobody-here", "corp-oidc");
      await page.getByRole("button", { name: "Clear for oidc|nobody-here" }).click();
      await expect(page.getByRole("alert")).toHaveText("User not found: The user does not exist.");
      await expect(page.getByLabel("User id", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    });

    await test.step("a user who is not in the connection", async () => {
      await fillSingleClear(page, userId, "corp-oidc");
      await page.getByRole("button", { name: `Clear for ${userId}` }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Connection not found: The user does not belong to the connection corp-oidc.",
      );
      await expect(page.getByLabel("Connection", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    });
  });

  test("a batch of 50 under a low rate limit: 47 cleared, 3 failed, no user sent twice", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
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
    await tenant.control.rateLimit({ capacity: 5, refillPerSecond: 5 });

    await test.step("the list is checked and confirmed before anything is sent", async () => {
      await fillBatch(page, { connection, userIds, concurrency: "2" });
      await expect(
        page.getByRole("heading", { name: "Clear assessments for 50 users?" }),
      ).toBeVisible();
      expect(requests.sent, "no request before confirming").toHaveLength(0);
      await page.getByRole("button", { name: "Clear for 50 users" }).click();
    });

    await test.step("the batch runs through the rate limit to the end", async () => {
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

    await test.step("each user was processed exactly once, although the tenant said 429", async () => {
      const { perPath, rateLimited } = await requests.processedPerPath();
      expect(rateLimited, "the low rate limit answered some requests with 429").toBeGreaterThan(0);
      expect([...perPath.keys()].sort(), "every user was sent").toEqual(
        userIds.map(clearPathOf).sort(),
      );
      expect(
        [...perPath.entries()].filter(([, count]) => count !== 1),
        "no user was processed twice",
      ).toEqual([]);
      const assessments = await assessmentsOf(tenant, connection);
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

  test("Cancel stops the batch: nothing more is sent, and the rest is reported as not sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const { name: connection, userIds: seeded } = SEED_FACTS.bulkConnection;
    const userIds = seeded.slice(0, 10);
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    // Three requests pass; then the tenant asks for a wait longer than the test (the client
    // waits at most a minute), so the batch is paused whenever Cancel is pressed.
    await tenant.control.rateLimit({ capacity: 3, refillPerSecond: 0.01 });

    await test.step("the batch pauses on the rate limit with a countdown", async () => {
      await fillBatch(page, { connection, userIds, concurrency: "1" });
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
      const assessments = await assessmentsOf(tenant, connection);
      expect(userIds.map((id) => assessments.get(id)?.length)).toEqual([
        0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
      ]);
    });
  });

  test("a pasted list with lines that are not user ids is refused, line by line", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillBatch(page, {
      connection: "support-db",
      userIds: ["db|support|user-01", "", "..", "db|support|user-01", "u".repeat(1025)],
      concurrency: "2",
    });
    const ids = page.getByLabel("User ids, one per line");
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
